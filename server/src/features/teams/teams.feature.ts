import { Type } from '@sinclair/typebox';
import { CONTEST_TEXT as T } from '../../domain/contests';
import { isManager } from '../../domain/identity';
import { badRequest, notFound } from '../../http/app-error';
import { currentManager, currentUser, requireManager, requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, idList, text, toIds } from '../../http/schemas';
import { contestServicesOf } from '../contests';
import type { AppContext } from '../../context';
import type { Feature } from '../feature';
import { TeamsRepository } from './teams.repository';
import {
  AddTeamAnswer,
  DeleteTeamAnswer,
  GetMyTeamAnswer,
  GetTeamIDsAnswer,
  SearchTeamsAnswer,
  SetTeamMembersAnswer,
  UpdateTeamAnswer,
} from './teams.answers';

const tags = ['teams'];
const base = '/VERace/TutorTeam';

/** Teams of a contest: my team ids and team, the team list, and team management. */
export const teamsFeature: Feature = (app, ctx) => {
  for (const part of [teamReadRoutes, teamEditRoutes, teamMemberRoute]) part(app, ctx);
};

/** Teams: ids, one's own team, the search. */
const teamReadRoutes: Feature = (app, ctx) => {
  const teams = new TeamsRepository(ctx.db);
  endpoint(
    app,
    {
      url: `${base}/GetTeamIDs`,
      methods: ['GET', 'POST'],
      tags,
      guard: requireUser,
      summary: '我在比赛中的团队 id（管理员：全部）',
      params: Type.Object({ matchID: id() }),
      data: GetTeamIDsAnswer,
    },
    async (p, r) => {
      const me = currentUser(r);
      if (isManager(me.role)) return (await teams.ofMatch(p.matchID)).map((t) => t.teamID);
      return teams.idsOf(p.matchID, me.id);
    },
  );

  endpoint(
    app,
    {
      url: `${base}/GetMyTeam`,
      methods: ['GET', 'POST'],
      tags,
      guard: requireUser,
      summary: '我的团队与成员，或 null',
      params: Type.Object({ matchID: id() }),
      data: GetMyTeamAnswer,
    },
    async (p, r) => {
      const me = currentUser(r);
      const [teamId] = await teams.idsOf(p.matchID, me.id);
      if (teamId === undefined) return null;
      const team = await teams.byId(teamId);
      return team
        ? { teamID: team.teamID, teamName: team.teamName, members: await teams.members(teamId) }
        : null;
    },
  );

  endpoint(
    app,
    {
      url: `${base}/SearchTeams`,
      methods: ['GET', 'POST'],
      tags,
      guard: requireUser,
      summary: '比赛的团队列表',
      params: Type.Object({ matchID: id() }),
      data: SearchTeamsAnswer,
    },
    (p) => teams.ofMatch(p.matchID),
  );
};

/** Team `teamId`, refused unless the calling manager manages its contest. */
const managedTeamIn =
  (ctx: AppContext, teams: TeamsRepository) =>
  async (teamId: number, r: Parameters<typeof currentManager>[0]) => {
    const team = await teams.byId(teamId);
    if (!team) throw notFound(T.TEAM_NOT_FOUND);
    await contestServicesOf(ctx).manage.assertManages(currentManager(r), team.matchID);
    return team;
  };

/** A team's name, trimmed; a refusal when empty. */
const teamName = (v: string) => {
  const n = v.trim();
  if (!n) throw badRequest(T.TEAM_NAME_REQUIRED);
  return n;
};

/** Teams added, renamed, deleted. */
const teamEditRoutes: Feature = (app, ctx) => {
  const teams = new TeamsRepository(ctx.db);
  const s = contestServicesOf(ctx);
  const managedTeam = managedTeamIn(ctx, teams);
  endpoint(
    app,
    {
      url: `${base}/AddTeam`,
      methods: ['POST'],
      tags,
      guard: requireManager,
      summary: '新建团队',
      params: Type.Object({ matchID: id(), teamName: text(50), tutorID: Type.Optional(id()) }),
      data: AddTeamAnswer,
    },
    async (p, r) => {
      await s.manage.assertManages(currentManager(r), p.matchID);
      return teams.byId(await teams.insert(p.matchID, teamName(p.teamName), p.tutorID ?? null));
    },
  );

  endpoint(
    app,
    {
      url: `${base}/UpdateTeam`,
      methods: ['POST'],
      tags,
      guard: requireManager,
      summary: '修改团队名称',
      params: Type.Object({ teamID: id(), teamName: text(50) }),
      data: UpdateTeamAnswer,
    },
    async (p, r) => {
      await managedTeam(p.teamID, r);
      await teams.rename(p.teamID, teamName(p.teamName));
      return teams.byId(p.teamID);
    },
  );

  endpoint(
    app,
    {
      url: `${base}/DeleteTeam`,
      methods: ['POST'],
      tags,
      guard: requireManager,
      summary: '删除团队（成员保留参赛资格）',
      params: Type.Object({ teamID: id() }),
      data: DeleteTeamAnswer,
    },
    async (p, r) => {
      await managedTeam(p.teamID, r);
      await teams.delete(p.teamID);
      return true;
    },
  );
};

/** A team's members. */
const teamMemberRoute: Feature = (app, ctx) => {
  const teams = new TeamsRepository(ctx.db);
  const managedTeam = managedTeamIn(ctx, teams);
  endpoint(
    app,
    {
      url: `${base}/SetTeamMembers`,
      methods: ['POST'],
      tags,
      guard: requireManager,
      summary: '设置团队成员（须为该比赛选手）',
      params: Type.Object({ teamID: id(), userIDs: idList() }),
      data: SetTeamMembersAnswer,
    },
    async (p, r) => {
      const team = await managedTeam(p.teamID, r);
      await teams.setMembers(team, toIds(p.userIDs));
      return {
        teamID: team.teamID,
        memberCount: (await teams.byId(team.teamID))?.memberCount ?? 0,
      };
    },
  );
};
