import { Type } from '@sinclair/typebox';
import { breedTree, CONTEST_TEXT as T } from '../../domain/contests';
import { isManager } from '../../domain/identity';
import { notFound } from '../../http/app-error';
import { currentUser, requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, optInt, optText, page } from '../../http/schemas';
import type { Feature } from '../feature';
import { contestServicesOf } from './contest-services';
import {
  GetBreedCatalogueAnswer,
  GetMatchGoingAnswer,
  GetMatchListForMatchApplyAnswer,
  GetMatchOverAnswer,
  GetTopMatchAndExerciseAnswer,
  GetTrainingMatchAnswer,
  IsEndMatchAnswer,
  JoinExercisingAnswer,
  LoginMatchAnswer,
  SearchMatchBreedAnswer,
  SignUpMatchAnswer,
} from './contests.answers';

const tags = ['contests'];
const base = '/VERace/MatchManage';
const guard = requireUser;

/** List paging: the portal asks for page size 999999 to mean "everything". */
export const listPaging = { pageIndex: optInt(1), pageSize: optInt(1, 2_147_483_647) };
const listParams = Type.Object({ key: optText(100), ...listPaging });

/** Contest info, the contest lists of a user, sign-up, the practice field and trader login. */
export const enrolRoutes: Feature = (app, ctx) => {
  for (const part of [breedRoutes, contestListRoutes, joinRoutes]) part(app, ctx);
};

/** The trading varieties (品种) a contest may allow, and their catalogue. */
const breedRoutes: Feature = (app, ctx) => {
  const s = contestServicesOf(ctx);
  endpoint(
    app,
    {
      url: '/VERace/MatchSet/SearchMatchBreed',
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '比赛详情与品种（前端据此计算权限标志）',
      params: Type.Object({ matchId: id() }),
      data: SearchMatchBreedAnswer,
    },
    async (p, r) => {
      const me = currentUser(r);
      const c = await s.contests.byId(p.matchId);
      const joined = c ? (await s.traders.of(c.matchID, me.id)) !== undefined : false;
      // Unpublished contests stay hidden from students who are not in them.
      if (!c || (!c.isPublished && !joined && !isManager(me.role))) throw notFound(T.NOT_FOUND);
      return s.manage.detail(c, isManager(me.role));
    },
  );

  endpoint(
    app,
    {
      url: '/VERace/MatchSet/GetBreedCatalogue',
      methods: ['GET'],
      tags,
      guard,
      summary: '全部可选品种（isAllow 均为 false）',
      params: Type.Object({}),
      data: GetBreedCatalogueAnswer,
    },
    () => breedTree([]),
  );
};

/** The contests a user sees: going, training, over, open for sign-up. */
const contestListRoutes: Feature = (app, ctx) => {
  const s = contestServicesOf(ctx);
  endpoint(
    app,
    {
      url: `${base}/GetMatchGoing`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '我的进行中/未开始比赛：{ total, list: MatchInfo[], serverTime, refreshAfterMs }',
      params: listParams,
      data: GetMatchGoingAnswer,
    },
    (p, r) => s.enrol.going(currentUser(r), p.key, page(p)),
  );

  endpoint(
    app,
    {
      url: `${base}/GetTrainingMatch`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '进行中的实训所用的实训账户（实训项目自己的隐藏比赛）：MatchInfo，未在实训时为 null',
      params: Type.Object({}),
      data: GetTrainingMatchAnswer,
    },
    (_p, r) => s.training.running(currentUser(r).id),
  );

  endpoint(
    app,
    {
      url: `${base}/GetMatchOver`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '我的已结束比赛：{ total, list: MatchInfo[] }',
      params: listParams,
      data: GetMatchOverAnswer,
    },
    (p, r) => s.enrol.over(currentUser(r), p.key, page(p)),
  );

  endpoint(
    app,
    {
      url: `${base}/GetMatchListForMatchApply`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '可报名比赛：{ total, list }',
      params: listParams,
      data: GetMatchListForMatchApplyAnswer,
    },
    (p, r) => s.enrol.applyList(currentUser(r), p.key, page(p)),
  );
};

/** Signing up, entering a contest or an exercise, and whether one has ended. */
const joinRoutes: Feature = (app, ctx) => {
  const s = contestServicesOf(ctx);
  endpoint(
    app,
    {
      url: `${base}/SignUpMatch`,
      methods: ['POST'],
      tags,
      guard,
      summary: '报名比赛（设置口令时须提供 command）',
      params: Type.Object({ matchId: id(), command: optText(50) }),
      data: SignUpMatchAnswer,
    },
    (p, r) => s.enrol.signUp(currentUser(r), p.matchId, p.command),
  );

  endpoint(
    app,
    {
      url: `${base}/GetTopMatchAndExercise`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '置顶比赛与练习场',
      params: Type.Object({}),
      data: GetTopMatchAndExerciseAnswer,
    },
    (_p, r) => s.enrol.topAndExercise(currentUser(r)),
  );

  endpoint(
    app,
    {
      url: `${base}/JoinExercising`,
      methods: ['POST', 'GET'],
      tags,
      guard,
      summary: '进入练习场',
      params: Type.Object({}),
      data: JoinExercisingAnswer,
    },
    (_p, r) => s.enrol.joinExercising(currentUser(r)),
  );

  endpoint(
    app,
    {
      url: `${base}/IsEndMatch`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '比赛是否已结束',
      params: Type.Object({ MatchID: id() }),
      data: IsEndMatchAnswer,
    },
    (p) => s.enrol.isEnd(p.MatchID),
  );

  endpoint(
    app,
    {
      url: '/VERace/MatchUser/LoginMatch',
      methods: ['POST', 'GET'],
      tags,
      guard,
      summary: '以交易账号登录比赛',
      params: Type.Object({ traderID: id() }),
      data: LoginMatchAnswer,
    },
    (p, r) => s.enrol.login(currentUser(r), p.traderID),
  );
};
