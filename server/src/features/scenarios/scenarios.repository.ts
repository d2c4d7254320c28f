import type { Queryable } from '../../db/db';
import type { PriceScenario, ScenarioKind } from '../../domain/market';

/** One stored scenario row (migration 255). */
export interface ScenarioRow {
  id: number;
  kind: ScenarioKind;
  key: string;
  date: string;
  minute: number;
  pct: number;
  days: number;
  factor: number;
  targetDate: string | null;
  note: string;
  createdBy: string;
  createdAt: Date;
  cancelledAt: Date | null;
  cancelledBy: string | null;
}

/** What a new scenario stores. */
export type NewScenario = Omit<
  ScenarioRow,
  'id' | 'createdAt' | 'cancelledAt' | 'cancelledBy' | 'createdBy'
> & { userId: number; userName: string };

const toRow = (r: Record<string, unknown>): ScenarioRow => ({
  id: Number(r.id),
  kind: String(r.kind) as ScenarioKind,
  key: String(r.security_key),
  date: String(r.effective_date),
  minute: Number(r.effective_minute),
  pct: Number(r.pct),
  days: Number(r.days),
  factor: Number(r.factor),
  targetDate: r.target_date === null ? null : String(r.target_date),
  note: String(r.note),
  createdBy: String(r.created_by_name),
  createdAt: new Date(r.created_at as string),
  cancelledAt: r.cancelled_at === null ? null : new Date(r.cancelled_at as string),
  cancelledBy: r.cancelled_by_name === null ? null : String(r.cancelled_by_name),
});

/** The price events the market lays over its series: every price kind not cancelled. */
export function priceScenariosOf(rows: readonly ScenarioRow[]): PriceScenario[] {
  return rows
    .filter((r) => r.kind !== 'expiryJump' && r.cancelledAt === null)
    .map((r) => ({
      id: r.id,
      kind: r.kind as PriceScenario['kind'],
      key: r.key,
      date: r.date,
      minute: r.minute,
      pct: r.pct,
      days: r.days,
      factor: r.factor,
    }));
}

/** Stored market scenarios: the log of every event, scheduled, past and cancelled. */
export class ScenariosRepository {
  constructor(private readonly db: Queryable) {}

  async all(): Promise<ScenarioRow[]> {
    const rows = await this.db.query(
      'SELECT * FROM market_scenarios ORDER BY effective_date DESC, effective_minute DESC, id DESC',
    );
    return rows.map(toRow);
  }

  async byId(id: number): Promise<ScenarioRow | undefined> {
    const [r] = await this.db.query('SELECT * FROM market_scenarios WHERE id = $1', [id]);
    return r ? toRow(r) : undefined;
  }

  async insert(s: NewScenario): Promise<ScenarioRow> {
    const [r] = await this.db.query(
      `INSERT INTO market_scenarios (kind, security_key, effective_date, effective_minute, pct,
         days, factor, target_date, note, created_by, created_by_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
      [
        s.kind,
        s.key,
        s.date,
        s.minute,
        s.pct,
        s.days,
        s.factor,
        s.targetDate,
        s.note,
        s.userId,
        s.userName,
      ],
    );
    return toRow(r as Record<string, unknown>);
  }

  /** Marks a scenario cancelled (the row stays as the log); false when already cancelled. */
  async cancel(id: number, userName: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE market_scenarios SET cancelled_at = now(), cancelled_by_name = $2
       WHERE id = $1 AND cancelled_at IS NULL RETURNING id`,
      [id, userName],
    );
    return rows.length > 0;
  }
}
