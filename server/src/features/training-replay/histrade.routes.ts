import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { TRAINING_ROLES as R } from '../../domain/training';
import {
  gradeHistrade,
  HISTRADE_ACTIONS,
  HISTRADE_CASH_LI,
  HISTRADE_LOOKBACK,
  HISTRADE_STEPS,
  histradeWindow,
  playActions,
  type HistradeSeries,
} from '../../domain/training/kline';
import { currentUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { notFound, refuse } from '../../http/app-error';
import { trainingGuard, TRAINING_PREFIX } from '../training';
import { HistradeSessions, type HistradeSessionRow } from './histrade-sessions';
import { disguiseOf, rebaseBar } from '../../domain/training/disguise';
import { exercisePool } from './exercise-history';
import { QUIZ_SEED_MAX, ruleOf } from './kline-attempts';
import {
  HistradeStartAnswer,
  HistradeStepAnswer,
  HistradeSubmitAnswer,
} from './training-replay.answers';

const tags = ['training'];
const base = `${TRAINING_PREFIX}/KChart`;
const guard = trainingGuard(R.ANY);
const seedSchema = () => Type.Integer({ minimum: 1, maximum: QUIZ_SEED_MAX });
const sessionSchema = () => Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const HISTRADE_TEXT = {
  NO_SESSION: '没有这个历史交易练习',
  FINISHED: '本练习已结束',
  OUT_OF_STEP: '请按顺序交易（页面已过期，请刷新）',
} as const;

/**
 * trainKChartHistrade as a server-side session: the server draws the window from the set number,
 * keeps the actions, and sends only the bars revealed so far (the lookback plus one per recorded
 * action; the security, its dates and its price level are hidden: the window comes from the private
 * exercise history, rebased). Graded once, from the recorded actions; the first finished session
 * of a quiz number counts (a repeat already knows the future), or as many as its 题组 allows.
 * The security and the dates are told when the session ends.
 */
export function histradeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sessions = new HistradeSessions(ctx.db);
  playRoutes(app, ctx, sessions);
  submitRoute(app, ctx, sessions);
}

/** A session started (or continued) and played step by step. */
function playRoutes(app: FastifyInstance, ctx: AppContext, sessions: HistradeSessions): void {
  endpoint(
    app,
    {
      url: `${base}/HistradeStart`,
      methods: ['POST'],
      tags,
      guard,
      summary: '历史交易：开始练习（已有未完成的同编号练习则继续）',
      params: Type.Object({ seed: Type.Optional(seedSchema()) }),
      data: HistradeStartAnswer,
    },
    async (p, r) => {
      const seed = p.seed ?? 1 + Math.floor(Math.random() * 999_999);
      const u = currentUser(r);
      await ruleOf(ctx.db, u, 'histrade', seed);
      await windowOf(ctx, seed);
      const userID = u.id;
      const open = await sessions.openOf(userID, seed);
      return view(ctx, open ?? (await sessions.create(userID, seed)));
    },
  );

  endpoint(
    app,
    {
      url: `${base}/HistradeStep`,
      methods: ['POST'],
      tags,
      guard,
      summary: '历史交易：本步操作（揭示下一根K线）',
      params: Type.Object({
        sessionID: sessionSchema(),
        /** Actions recorded before this one: a repeated or stale click changes nothing. */
        step: Type.Integer({ minimum: 0, maximum: HISTRADE_STEPS - 1 }),
        action: Type.Integer({ minimum: 0, maximum: 2 }),
      }),
      data: HistradeStepAnswer,
    },
    async (p, r) => {
      const s = await mine(sessions, currentUser(r).id, p.sessionID);
      if (s.finished) throw refuse(HISTRADE_TEXT.FINISHED);
      const next = await sessions.append(s.sessionID, p.step, p.action);
      if (!next) throw refuse(HISTRADE_TEXT.OUT_OF_STEP);
      return view(ctx, next);
    },
  );
}

/** A session ended and graded; the security and its dates told. */
function submitRoute(app: FastifyInstance, ctx: AppContext, sessions: HistradeSessions): void {
  endpoint(
    app,
    {
      url: `${base}/HistradeSubmit`,
      methods: ['POST'],
      tags,
      guard,
      summary: '历史交易：结束并评分（未操作的步骤按持有）',
      params: Type.Object({ sessionID: sessionSchema() }),
      data: HistradeSubmitAnswer,
    },
    async (p, r) => {
      const userID = currentUser(r).id;
      const s = await mine(sessions, userID, p.sessionID);
      if (s.finished) throw refuse(HISTRADE_TEXT.FINISHED);
      const rule = await ruleOf(ctx.db, currentUser(r), 'histrade', s.seed);
      const { w, reveal, sec } = await windowOf(ctx, s.seed);
      const graded = gradeHistrade(sec, w.bars, s.actions);
      const rec = await sessions.finish(s, graded.score, rule);
      if (rec === undefined) throw refuse(HISTRADE_TEXT.FINISHED);
      return {
        ...graded,
        sessionID: s.sessionID,
        seed: s.seed,
        counted: rec.counted,
        attempt: rec.attempt,
        attempts: rec.attempts,
        countedScore: rec.countedScore,
        bars: w.bars,
        name: `${reveal.name}（${reveal.code}）`,
        reveal,
      };
    },
  );
}

/** The window of a quiz number in the private history, rebased by the number's own factor. */
async function windowOf(ctx: AppContext, seed: number) {
  const pool = await exercisePool(ctx);
  const d = disguiseOf(pool.secret, 'histrade', seed);
  const series: HistradeSeries[] = pool.series.map((x) => ({
    sec: x.sec,
    bars: x.bars.map((b) => rebaseBar(b, d)),
  }));
  const w = histradeWindow(seed, series);
  if (!w) throw notFound('没有可用的历史行情');
  const sec = (series[w.series] as HistradeSeries).sec;
  const reveal = {
    code: sec.code,
    name: sec.name,
    from: pool.dates[w.start] ?? '',
    to: pool.dates[w.start + w.bars.length - 1] ?? '',
  };
  return { w, sec, reveal };
}

/** What the student may see of an open session. */
async function view(ctx: AppContext, s: HistradeSessionRow) {
  const { w, sec } = await windowOf(ctx, s.seed);
  const shown = s.actions.length;
  const a = playActions(sec, w.bars, s.actions);
  return {
    sessionID: s.sessionID,
    seed: s.seed,
    steps: HISTRADE_STEPS,
    shown,
    lot: sec.lot,
    minBuy: sec.minBuy,
    cash: HISTRADE_CASH_LI / 1000,
    options: HISTRADE_ACTIONS,
    holding: a.qty > 0,
    bars: w.bars.slice(0, HISTRADE_LOOKBACK + shown),
  };
}

/** The caller's session `sessionID`, or a refusal. */
async function mine(sessions: HistradeSessions, userID: number, sessionID: number) {
  const s = await sessions.get(sessionID);
  if (!s || s.userID !== userID) throw notFound(HISTRADE_TEXT.NO_SESSION);
  return s;
}
