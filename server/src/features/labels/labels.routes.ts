import { Type } from '@sinclair/typebox';
import { IDENTITY_TEXT as T } from '../../domain/identity';
import { badRequest, notFound, refuse } from '../../http/app-error';
import { currentManager, requireManager } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, optInt, optText, page, paging, text } from '../../http/schemas';
import type { Feature } from '../feature';
import { LabelsRepository } from './labels.repository';
import {
  AddLabelAnswer,
  DeleteLabelAnswer,
  SearchLabelListAnswer,
  UpdateLabelAnswer,
} from './labels.answers';

const tags = ['labels'];
const year = () => Type.Integer({ minimum: 1900, maximum: 2999 });
const guard = requireManager;

/** Label CRUD and list under /VERace/Label (spec §7); teachers and admins only. */
export const labelsRoutes: Feature = (app, ctx) => {
  for (const part of [labelEditRoutes, labelListRoute]) part(app, ctx);
};

/** Labels added, renamed and deleted. */
const labelEditRoutes: Feature = (app, ctx) => {
  const labels = new LabelsRepository(ctx.db);
  const label = async (labelId: number) => {
    if (!(await labels.find(labelId))) throw notFound(T.LABEL_NOT_FOUND);
  };
  const cleanName = (name: string) => {
    const n = name.trim();
    if (!n) throw badRequest(T.LABEL_NAME_REQUIRED);
    return n;
  };
  endpoint(
    app,
    {
      url: '/VERace/Label/AddLabel',
      methods: ['POST'],
      tags,
      summary: '新增标签，data 为标签 id',
      params: Type.Object({ name: text(50), year: year() }),
      data: AddLabelAnswer,
      guard,
    },
    async (p, r) => {
      const name = cleanName(p.name);
      if (await labels.nameTaken(name, p.year)) throw refuse(T.LABEL_EXISTS);
      return labels.insert(name, p.year, currentManager(r).id);
    },
  );

  endpoint(
    app,
    {
      url: '/VERace/Label/UpdateLabel',
      methods: ['POST'],
      tags,
      summary: '修改标签',
      params: Type.Object({ id: id(), name: text(50), year: year() }),
      data: UpdateLabelAnswer,
      guard,
    },
    async (p) => {
      await label(p.id);
      const name = cleanName(p.name);
      if (await labels.nameTaken(name, p.year, p.id)) throw refuse(T.LABEL_EXISTS);
      await labels.update(p.id, name, p.year);
      return true;
    },
  );

  endpoint(
    app,
    {
      url: '/VERace/Label/DeleteLabel',
      methods: ['POST'],
      tags,
      summary: '删除标签',
      params: Type.Object({ id: id() }),
      data: DeleteLabelAnswer,
      guard,
    },
    async (p) => {
      await label(p.id);
      await labels.remove(p.id);
      return true;
    },
  );
};

/** The labels a manager sees. */
const labelListRoute: Feature = (app, ctx) => {
  const labels = new LabelsRepository(ctx.db);
  endpoint(
    app,
    {
      url: '/VERace/Label/SearchLabelList',
      methods: ['GET', 'POST'],
      tags,
      summary: '标签列表：data = { total, list: [{ id, name, year, userCount }] }',
      params: Type.Object({ searchKey: optText(50), year: optInt(1900, 2999), ...paging }),
      data: SearchLabelListAnswer,
      guard,
    },
    (p) => {
      const { limit, offset } = page(p);
      return labels.search(p.searchKey, p.year, limit, offset);
    },
  );
};
