import { queryOne, type Queryable, type SqlParam } from '../../db/db';
import { landingPathOf } from '../../domain/training';
import { beijingIso } from '../../http/beijing-iso';
import { likePattern } from '../users';

/** The requirement of a project's default report template (the teacher may edit it). */
export const DEFAULT_REPORT_REQUIREMENT =
  '请结合本次实训的交易记录撰写实验报告：1. 实训目标；2. 交易过程与依据；3. 结果与盈亏分析；4. 体会与改进。';

/** A training project type as SearchTPTypeInfos answers it. */
export interface TpTypeView {
  tpTypeID: number;
  tpTypeName: string;
  marketType: number;
  landingPath: string;
  projectCount: number;
}

/** A training project as SearchTPInfos answers it. */
export interface TpInfoView {
  tpInfoID: number;
  tpTypeID: number;
  tpTypeName: string;
  trainTitle: string;
  description: string;
  trainType: number;
  productTag: number;
  landingPath: string;
  marketType: number;
  casePanelCount: number;
  classIDs: number[];
  createTime: string;
}

const typeOf = (r: Record<string, unknown>): TpTypeView => ({
  tpTypeID: Number(r.tp_type_id),
  tpTypeName: String(r.name),
  marketType: Number(r.market_type),
  landingPath: landingPathOf(Number(r.market_type)),
  projectCount: Number(r.project_count ?? 0),
});

const infoOf = (r: Record<string, unknown>): TpInfoView => ({
  tpInfoID: Number(r.tp_info_id),
  tpTypeID: Number(r.tp_type_id),
  tpTypeName: String(r.type_name),
  trainTitle: String(r.title),
  description: String(r.description),
  trainType: Number(r.train_type),
  productTag: Number(r.product_tag),
  marketType: Number(r.market_type),
  landingPath: landingPathOf(Number(r.market_type)),
  casePanelCount: Number(r.panel_count ?? 0),
  classIDs: ((r.class_ids as number[] | null) ?? []).map(Number),
  createTime: beijingIso(r.created_at as string),
});

const INFO_SELECT = `SELECT p.*, t.name AS type_name, t.market_type,
  (SELECT count(*)::int FROM case_panels c WHERE c.tp_info_id = p.tp_info_id) AS panel_count,
  (SELECT array_agg(a.class_id ORDER BY a.class_id) FROM tp_assignments a WHERE a.tp_info_id = p.tp_info_id) AS class_ids
  FROM tp_infos p JOIN tp_types t ON t.tp_type_id = p.tp_type_id`;

/** Filter of SearchTPInfos. */
export interface TpInfoFilter {
  productTag: number;
  tpTypeID?: number;
  searchKey?: string;
  /** Students see only the projects assigned to their class. */
  forStudent?: number;
  limit: number;
  offset: number;
}

/** SQL of training project types, projects and their assignment to classes. */
export class TpRepository {
  constructor(private readonly db: Queryable) {}

  async types(): Promise<TpTypeView[]> {
    const rows = await this.db.query(
      `SELECT t.*, (SELECT count(*)::int FROM tp_infos p WHERE p.tp_type_id = t.tp_type_id) AS project_count
       FROM tp_types t ORDER BY t.tp_type_id`,
    );
    return rows.map(typeOf);
  }

  async type(id: number): Promise<TpTypeView | undefined> {
    return (await this.types()).find((t) => t.tpTypeID === id);
  }

  async insertType(name: string, marketType: number, by: number): Promise<number> {
    const row = await queryOne<{ id: number }>(
      this.db,
      'INSERT INTO tp_types (name, market_type, created_by) VALUES ($1, $2, $3) RETURNING tp_type_id AS id',
      [name, marketType, by],
    );
    return Number(row?.id);
  }

  async updateType(id: number, name: string, marketType: number): Promise<void> {
    await this.db.query('UPDATE tp_types SET name = $2, market_type = $3 WHERE tp_type_id = $1', [
      id,
      name,
      marketType,
    ]);
  }

  async deleteType(id: number): Promise<void> {
    await this.db.query('DELETE FROM tp_types WHERE tp_type_id = $1', [id]);
  }

  async search(f: TpInfoFilter): Promise<{ total: number; list: TpInfoView[] }> {
    const params: SqlParam[] = [f.productTag];
    const parts = ['p.product_tag = $1'];
    if (f.tpTypeID) {
      params.push(f.tpTypeID);
      parts.push(`p.tp_type_id = $${params.length}`);
    }
    if (f.searchKey?.trim()) {
      params.push(likePattern(f.searchKey.trim()));
      parts.push(`p.title ILIKE $${params.length}`);
    }
    if (f.forStudent) {
      params.push(f.forStudent);
      // A project the student trained in stays in their list after a move to another class.
      parts.push(`(EXISTS (SELECT 1 FROM tp_assignments a JOIN users u ON u.class_id = a.class_id
        WHERE a.tp_info_id = p.tp_info_id AND u.id = $${params.length})
        OR EXISTS (SELECT 1 FROM train_logs hl WHERE hl.tp_info_id = p.tp_info_id
          AND hl.user_id = $${params.length}))`);
    }
    const where = parts.join(' AND ');
    const [count] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tp_infos p WHERE ${where}`,
      params,
    );
    const rows = await this.db.query(
      `${INFO_SELECT} WHERE ${where} ORDER BY p.tp_type_id, p.tp_info_id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, f.limit, f.offset],
    );
    return { total: Number(count?.n ?? 0), list: rows.map(infoOf) };
  }

  async info(id: number): Promise<TpInfoView | undefined> {
    const row = await queryOne<Record<string, unknown>>(
      this.db,
      `${INFO_SELECT} WHERE p.tp_info_id = $1`,
      [id],
    );
    return row ? infoOf(row) : undefined;
  }

  /** Whether the student's class has the project. */
  async assignedTo(tpInfoID: number, userId: number): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM tp_assignments a JOIN users u ON u.class_id = a.class_id
       WHERE a.tp_info_id = $1 AND u.id = $2`,
      [tpInfoID, userId],
    );
    return rows.length > 0;
  }

  async insertInfo(
    p: { tpTypeID: number; title: string; description: string; trainType: number },
    by: number,
  ): Promise<number> {
    const row = await queryOne<{ id: number }>(
      this.db,
      `INSERT INTO tp_infos (tp_type_id, title, description, train_type, created_by)
       VALUES ($1, $2, $3, $4, $5) RETURNING tp_info_id AS id`,
      [p.tpTypeID, p.title, p.description, p.trainType, by],
    );
    return Number(row?.id);
  }

  async updateInfo(
    id: number,
    p: { tpTypeID: number; title: string; description: string },
  ): Promise<void> {
    await this.db.query(
      'UPDATE tp_infos SET tp_type_id = $2, title = $3, description = $4 WHERE tp_info_id = $1',
      [id, p.tpTypeID, p.title, p.description],
    );
  }

  async deleteInfo(id: number): Promise<void> {
    await this.db.query('DELETE FROM tp_infos WHERE tp_info_id = $1', [id]);
  }

  /**
   * Replaces the classes a project is assigned to. The project's report comes with it (issue 33):
   * without a report template of its own the project gets a default one (editable in 实验报告管理),
   * and the classes it goes to get its templates, so its students can write the report at once.
   */
  async assign(tpInfoID: number, classIds: number[], by: number): Promise<void> {
    await this.db.query('DELETE FROM tp_assignments WHERE tp_info_id = $1', [tpInfoID]);
    for (const classId of classIds) {
      await this.db.query(
        'INSERT INTO tp_assignments (tp_info_id, class_id, assigned_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [tpInfoID, classId, by],
      );
    }
    if (classIds.length === 0) return;
    await this.db.query(
      `INSERT INTO report_templates (title, requirement, tp_info_id, created_by)
       SELECT p.title || '实验报告', $2, p.tp_info_id, $3 FROM tp_infos p
       WHERE p.tp_info_id = $1
         AND NOT EXISTS (SELECT 1 FROM report_templates t WHERE t.tp_info_id = p.tp_info_id)`,
      [tpInfoID, DEFAULT_REPORT_REQUIREMENT, by],
    );
    await this.db.query(
      `INSERT INTO report_template_classes (template_id, class_id)
       SELECT t.template_id, c FROM report_templates t, unnest($2::int[]) AS c
       WHERE t.tp_info_id = $1 ON CONFLICT DO NOTHING`,
      [tpInfoID, classIds],
    );
  }
}
