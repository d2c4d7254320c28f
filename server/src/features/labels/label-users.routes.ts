import { Type } from '@sinclair/typebox';
import { IDENTITY_TEXT as T } from '../../domain/identity';
import { badRequest, notFound } from '../../http/app-error';
import { currentManager, requireManager, type SessionUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, idList, optText, page, paging, toIds } from '../../http/schemas';
import { XLSX_TYPE, buildWorkbook, fileStamp, sendFile } from '../../http/xlsx';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Feature } from '../feature';
import { UserAdminRepository, UserAdminService } from '../users';
import { LabelsRepository } from './labels.repository';
import { limited } from '../../http/call-limits';
import {
  AddUsersToLabelAnswer,
  Base2Answer,
  BaseAnswer,
  IsInThisLabelAnswer,
  RemoveUsersFromLabelAnswer,
} from './labels.answers';

const tags = ['labels'];
const guard = requireManager;

/** Label membership calls, member lists and their exports (teachers: their students only). */
export const labelUsersRoutes: Feature = (app, ctx) => {
  const people = labelPeopleOf(ctx);
  membershipRoutes(app, people);
  memberListRoutes(app, ctx, people);
};

/** The labels, the users a manager may see, and a refusal of unknown labels. */
interface LabelPeople {
  labels: LabelsRepository;
  users: UserAdminService;
  label: (labelId: number) => Promise<void>;
}

/** The label calls' shared lookups. */
function labelPeopleOf(ctx: AppContext): LabelPeople {
  const labels = new LabelsRepository(ctx.db);
  const users = new UserAdminService(
    new UserAdminRepository(ctx.db),
    ctx.identity,
    ctx.hub,
    ctx.clock,
  );
  const label = async (labelId: number) => {
    if (!(await labels.find(labelId))) throw notFound(T.LABEL_NOT_FOUND);
  };
  return { labels, users, label };
}

/** Users put into and taken out of a label; whether one is in it. */
function membershipRoutes(app: FastifyInstance, { labels, users, label }: LabelPeople): void {
  /** Every listed user must exist and be the actor's to manage. */
  const manageable = async (actor: SessionUser, ids: number[]) => {
    if (ids.length === 0) throw badRequest('缺少必填参数：lstUserID');
    for (const userId of ids) await users.target(actor, userId);
  };
  endpoint(
    app,
    {
      url: '/VERace/Label/AddUsersToLabel',
      methods: ['POST'],
      tags,
      summary: '把用户加入标签，data 为新加入人数',
      params: Type.Object({ lstUserID: idList(), labelID: id() }),
      data: AddUsersToLabelAnswer,
      guard,
    },
    async (p, r) => {
      await label(p.labelID);
      const ids = toIds(p.lstUserID);
      await manageable(currentManager(r), ids);
      return labels.addUsers(p.labelID, ids);
    },
  );

  endpoint(
    app,
    {
      url: '/VERace/Label/RemoveUsersFromLabel',
      methods: ['POST'],
      tags,
      summary: '把用户移出标签，data 为移出人数',
      params: Type.Object({ lstUserID: idList(), labelID: id() }),
      data: RemoveUsersFromLabelAnswer,
      guard,
    },
    async (p, r) => {
      await label(p.labelID);
      const ids = toIds(p.lstUserID);
      await manageable(currentManager(r), ids);
      return labels.removeUsers(p.labelID, ids);
    },
  );

  endpoint(
    app,
    {
      url: '/VERace/Label/IsInThisLabel',
      methods: ['GET'],
      tags,
      summary: '用户是否在标签中',
      params: Type.Object({ userID: id(), labelID: id() }),
      data: IsInThisLabelAnswer,
      guard,
    },
    async (p) => {
      await label(p.labelID);
      return labels.isMember(p.labelID, p.userID);
    },
  );
}

/** A page (or, for exports, all) of the users in a label or not in it. */
const memberListOf =
  ({ users, label }: LabelPeople) =>
  (member: boolean) =>
  async (
    p: { LabelID: number; SearchKey?: string; PageIndex?: number; PageSize?: number },
    actor: SessionUser,
    all = false,
  ) => {
    await label(p.LabelID);
    const { limit, offset } = all
      ? { limit: 100_000, offset: 0 }
      : page({ pageIndex: p.PageIndex, pageSize: p.PageSize });
    return users.search(
      actor,
      { searchKey: p.SearchKey, label: { id: p.LabelID, member } },
      limit,
      offset,
    );
  };

/** The users in a label and those not in it: listed and exported. */
function memberListRoutes(app: FastifyInstance, ctx: AppContext, people: LabelPeople): void {
  const memberList = memberListOf(people);
  const listParams = Type.Object({
    LabelID: id(),
    SearchKey: optText(100),
    ...{ PageIndex: paging.pageIndex, PageSize: paging.pageSize },
  });
  for (const [name, member, summary] of [
    ['QueryLabelUserList', true, '标签内用户'],
    ['SearchNoLabelUserList', false, '不在标签内的用户'],
  ] as const) {
    endpoint(
      app,
      {
        url: `/VERace/Label/${name}`,
        methods: ['GET', 'POST'],
        tags,
        summary: `${summary}：data = { total, list }`,
        params: listParams,
        data: BaseAnswer,
        guard,
      },
      (p, r) => memberList(member)(p, currentManager(r)),
    );
  }

  for (const [name, member, title] of [
    ['ExportQueryLabelUserList', true, '标签用户'],
    ['ExportSearchNoLabelUserList', false, '未加入标签用户'],
  ] as const) {
    endpoint(
      app,
      {
        url: `/VERace/Label/${name}`,
        methods: ['GET'],
        tags,
        summary: `导出${title}（xlsx）`,
        params: listParams,
        data: Base2Answer,
        guard: limited(ctx, 'export', guard),
      },
      async (p, r, reply) => {
        const { list } = await memberList(member)(p, currentManager(r), true);
        const book = await buildWorkbook(
          title,
          ['用户ID', '用户名', '真实姓名', '手机号', '班级', '学校简称'],
          list.map((u) => [
            u.userID,
            u.userName,
            u.realName,
            u.phone,
            u.className,
            u.schoolShortNameEN,
          ]),
        );
        return sendFile(reply, `${title}-${fileStamp(ctx.clock.now())}.xlsx`, XLSX_TYPE, book);
      },
    );
  }
}
