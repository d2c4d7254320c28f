import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { Db } from '../../db/db';
import type { CorporateAction } from '../../domain/exchange';
import type { Market } from '../../domain/market';
import type { BacktestReport, QuarterStatement } from '../../domain/research';
import type { BacktestSettings, SchemeDefinition } from './scheme-schema';

type Row = Record<string, unknown>;
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v ? String(v) : null);

/** A saved screener scheme (myStrategy). */
export interface SchemeView extends SchemeDefinition {
  schemeId: number;
  schemeName: string;
  createTime: string | null;
  updateTime: string | null;
}

function schemeView(r: Row): SchemeView {
  return {
    ...json<SchemeDefinition>(r.definition),
    schemeId: Number(r.scheme_id),
    schemeName: String(r.scheme_name),
    createTime: iso(r.created_at),
    updateTime: iso(r.updated_at),
  };
}

/** A backtest as listed (the report itself is read alone). */
export interface BacktestView {
  backtestId: number;
  schemeId: number;
  schemeName: string;
  status: 'running' | 'done' | 'failed';
  progress: number;
  params: BacktestSettings;
  summary: Record<string, number | null> | null;
  error: string | null;
  elapsedMs: number | null;
  createTime: string | null;
  finishTime: string | null;
}

function backtestView(r: Row): BacktestView {
  return {
    backtestId: Number(r.backtest_id),
    schemeId: Number(r.scheme_id),
    schemeName: String(json<{ schemeName?: string }>(r.definition).schemeName ?? ''),
    status: String(r.status) as BacktestView['status'],
    progress: Number(r.progress),
    params: json<BacktestSettings>(r.params),
    summary: r.summary ? json<Record<string, number | null>>(r.summary) : null,
    error: r.error ? String(r.error) : null,
    elapsedMs: r.elapsed_ms === null || r.elapsed_ms === undefined ? null : Number(r.elapsed_ms),
    createTime: iso(r.created_at),
    finishTime: iso(r.finished_at),
  };
}

/** Schemes, backtests, imported statements; reads the exchange's corporate-action table. */
export class ResearchRepository {
  constructor(private readonly db: Db) {}

  async schemes(userId: number): Promise<SchemeView[]> {
    const rows = await this.db.query(
      'SELECT * FROM research_schemes WHERE user_id = $1 ORDER BY scheme_id DESC',
      [userId],
    );
    return rows.map(schemeView);
  }

  async scheme(schemeId: number): Promise<(SchemeView & { userId: number }) | undefined> {
    const [r] = await this.db.query('SELECT * FROM research_schemes WHERE scheme_id = $1', [
      schemeId,
    ]);
    return r ? { ...schemeView(r), userId: Number(r.user_id) } : undefined;
  }

  async insertScheme(userId: number, name: string, d: SchemeDefinition): Promise<number> {
    const [r] = await this.db.query<{ scheme_id: number }>(
      `INSERT INTO research_schemes (user_id, scheme_name, definition) VALUES ($1, $2, $3::jsonb)
       RETURNING scheme_id`,
      [userId, name, JSON.stringify(d)],
    );
    return Number(r?.scheme_id);
  }

  async updateScheme(schemeId: number, name: string, d: SchemeDefinition): Promise<void> {
    await this.db.query(
      `UPDATE research_schemes SET scheme_name = $2, definition = $3::jsonb, updated_at = now()
       WHERE scheme_id = $1`,
      [schemeId, name, JSON.stringify(d)],
    );
  }

  async deleteScheme(schemeId: number): Promise<void> {
    await this.db.query('DELETE FROM research_schemes WHERE scheme_id = $1', [schemeId]);
  }

  async insertBacktest(
    s: SchemeView & { userId: number },
    params: BacktestSettings,
  ): Promise<number> {
    const [r] = await this.db.query<{ backtest_id: number }>(
      `INSERT INTO research_backtests (scheme_id, user_id, definition, params)
       VALUES ($1, $2, $3::jsonb, $4::jsonb) RETURNING backtest_id`,
      [s.schemeId, s.userId, JSON.stringify(s), JSON.stringify(params)],
    );
    return Number(r?.backtest_id);
  }

  async setProgress(backtestId: number, progress: number): Promise<void> {
    await this.db.query('UPDATE research_backtests SET progress = $2 WHERE backtest_id = $1', [
      backtestId,
      progress,
    ]);
  }

  async finish(
    backtestId: number,
    out: { report?: BacktestReport; summary?: object; error?: string; elapsedMs: number },
  ): Promise<void> {
    await this.db.query(
      `UPDATE research_backtests SET status = $2, progress = $3, report_gz = $4,
         summary = $5::jsonb, error = $6, elapsed_ms = $7, finished_at = now()
       WHERE backtest_id = $1`,
      [
        backtestId,
        out.error ? 'failed' : 'done',
        out.error ? 0 : 100,
        // Compressed in the thread pool: a two-year report is ~0.7 MB of JSON.
        out.report ? new Uint8Array(await gzipAsync(JSON.stringify(out.report))) : null,
        out.summary ? JSON.stringify(out.summary) : null,
        out.error ?? null,
        Math.round(out.elapsedMs),
      ],
    );
  }

  /** Keeps a user's newest `keep` backtests (reports are large); running ones always stay. */
  async prune(userId: number, keep: number): Promise<void> {
    await this.db.query(
      `DELETE FROM research_backtests WHERE user_id = $1 AND status <> 'running'
         AND backtest_id NOT IN (SELECT backtest_id FROM research_backtests WHERE user_id = $1
           ORDER BY backtest_id DESC LIMIT $2)`,
      [userId, keep],
    );
  }

  async schemeCount(userId: number): Promise<number> {
    const [r] = await this.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM research_schemes WHERE user_id = $1',
      [userId],
    );
    return Number(r?.n ?? 0);
  }

  /** Backtests cut short by a restart are marked failed. */
  async failInterrupted(message: string): Promise<void> {
    await this.db.query(
      `UPDATE research_backtests SET status = 'failed', error = $1, finished_at = now()
       WHERE status = 'running'`,
      [message],
    );
  }

  async backtests(userId: number, schemeId?: number): Promise<BacktestView[]> {
    const rows = await this.db.query(
      `SELECT backtest_id, scheme_id, definition, status, progress, params, summary, error,
         elapsed_ms, created_at, finished_at
       FROM research_backtests WHERE user_id = $1 AND ($2::integer IS NULL OR scheme_id = $2)
       ORDER BY backtest_id DESC LIMIT 200`,
      [userId, schemeId ?? null],
    );
    return rows.map(backtestView);
  }

  async backtest(
    backtestId: number,
  ): Promise<(BacktestView & { userId: number; report: BacktestReport | null }) | undefined> {
    const [r] = await this.db.query('SELECT * FROM research_backtests WHERE backtest_id = $1', [
      backtestId,
    ]);
    if (!r) return undefined;
    let report: BacktestReport | null = r.report ? json<BacktestReport>(r.report) : null;
    if (r.report_gz) {
      const raw = await gunzipAsync(r.report_gz as Uint8Array);
      report = JSON.parse(raw.toString('utf8')) as BacktestReport;
    }
    return { ...backtestView(r), userId: Number(r.user_id), report };
  }

  async runningOf(userId: number): Promise<number> {
    const [r] = await this.db.query<{ n: number }>(
      "SELECT count(*)::integer AS n FROM research_backtests WHERE user_id = $1 AND status = 'running'",
      [userId],
    );
    return Number(r?.n ?? 0);
  }

  /** Corporate actions the exchange applies (admin-set), for one code or all. */
  async corporateActions(code?: string): Promise<CorporateAction[]> {
    const rows = await this.db.query(
      `SELECT * FROM corporate_actions WHERE ($1::text IS NULL OR code = $1) ORDER BY ex_date`,
      [code ?? null],
    );
    return rows.map((r) => ({
      market: String(r.market) as Market,
      code: String(r.code),
      exDate: String(r.ex_date),
      cashPerShare: Number(r.cash_per_share),
      sharesPerShare: Number(r.shares_per_share),
    }));
  }

  async importedStatements(): Promise<Map<string, QuarterStatement[]>> {
    const rows = await this.db.query('SELECT * FROM research_statements');
    return new Map(
      rows.map((r) => [
        `${String(r.code)}.${String(r.market)}`,
        json<QuarterStatement[]>(r.statements),
      ]),
    );
  }

  async saveStatements(market: string, code: string, s: QuarterStatement[]): Promise<void> {
    await this.db.query(
      `INSERT INTO research_statements (market, code, statements) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (market, code) DO UPDATE SET statements = $3::jsonb, imported_at = now()`,
      [market, code, JSON.stringify(s)],
    );
  }
}
