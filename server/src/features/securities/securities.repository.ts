import type { Db, SqlParam } from '../../db/db';
import type { Bar, Security } from '../../domain/market';

/**
 * Tables of the security master, imported daily bars and the market clock's persisted state.
 * Created on first use (IF NOT EXISTS), so servers that never touch market data pay nothing.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS market_securities (
  code text NOT NULL,
  market text NOT NULL,
  name text NOT NULL,
  pinyin text NOT NULL,
  type_id integer NOT NULL,
  record jsonb NOT NULL,
  added_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (code, market)
);
CREATE TABLE IF NOT EXISTS market_daily_imports (
  code text NOT NULL,
  market text NOT NULL,
  trade_date date NOT NULL,
  open numeric NOT NULL,
  high numeric NOT NULL,
  low numeric NOT NULL,
  close numeric NOT NULL,
  volume numeric NOT NULL,
  amount numeric NOT NULL,
  PRIMARY KEY (code, market, trade_date)
);
CREATE TABLE IF NOT EXISTS market_state (
  key text PRIMARY KEY,
  value text NOT NULL
);`;

interface ImportRow {
  code: string;
  market: string;
  trade_date: string | Date;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  amount: string;
}

const isoDate = (d: string | Date) =>
  typeof d === 'string'
    ? d.slice(0, 10)
    : new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** Repository of the market tables. */
export class SecuritiesRepository {
  constructor(private readonly db: Db) {}

  async ensureSchema(): Promise<void> {
    await this.db.exec(SCHEMA);
  }

  async loadAll(): Promise<Security[]> {
    const rows = await this.db.query<{ record: Security | string }>(
      'SELECT record FROM market_securities ORDER BY market, code',
    );
    return rows.map((r) =>
      typeof r.record === 'string' ? (JSON.parse(r.record) as Security) : r.record,
    );
  }

  /** Inserts securities, skipping codes already present; returns how many were new. */
  async insertMany(list: Security[], addedBy: number | null = null): Promise<number> {
    let added = 0;
    for (let i = 0; i < list.length; i += 100) {
      const chunk = list.slice(i, i + 100);
      const values: SqlParam[] = [];
      const tuples = chunk.map((s, k) => {
        values.push(s.code, s.market, s.name, s.pinyin, s.type, JSON.stringify(s), addedBy);
        const b = k * 7;
        return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}::jsonb, $${b + 7})`;
      });
      const rows = await this.db.query(
        `INSERT INTO market_securities (code, market, name, pinyin, type_id, record, added_by)
         VALUES ${tuples.join(', ')} ON CONFLICT (code, market) DO NOTHING RETURNING code`,
        values,
      );
      added += rows.length;
    }
    return added;
  }

  /** Replaces every imported bar of a security in one transaction (all or nothing). */
  async replaceImport(code: string, market: string, bars: Bar[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM market_daily_imports WHERE code = $1 AND market = $2', [
        code,
        market,
      ]);
      for (let i = 0; i < bars.length; i += 200) {
        const chunk = bars.slice(i, i + 200);
        const values: (string | number)[] = [];
        const tuples = chunk.map((b, k) => {
          values.push(code, market, b.time, b.open, b.high, b.low, b.close, b.volume, b.amount);
          const o = k * 9;
          return `(${Array.from({ length: 9 }, (_, j) => `$${o + j + 1}`).join(', ')})`;
        });
        await tx.query(
          `INSERT INTO market_daily_imports (code, market, trade_date, open, high, low, close, volume, amount)
           VALUES ${tuples.join(', ')}`,
          values,
        );
      }
    });
  }

  /** Imported bars of every security, grouped by `code.market`, ascending by date. */
  async loadImports(): Promise<Map<string, Bar[]>> {
    const rows = await this.db.query<ImportRow>(
      'SELECT * FROM market_daily_imports ORDER BY code, market, trade_date',
    );
    const out = new Map<string, Bar[]>();
    for (const r of rows) {
      const key = `${r.code}.${r.market}`;
      const list = out.get(key) ?? [];
      list.push({
        time: isoDate(r.trade_date),
        open: Number(r.open),
        high: Number(r.high),
        low: Number(r.low),
        close: Number(r.close),
        volume: Number(r.volume),
        amount: Number(r.amount),
      });
      out.set(key, list);
    }
    return out;
  }

  async getState(key: string): Promise<string | undefined> {
    const rows = await this.db.query<{ value: string }>(
      'SELECT value FROM market_state WHERE key = $1',
      [key],
    );
    return rows[0]?.value;
  }

  async setState(key: string, value: string): Promise<void> {
    await this.db.query(
      'INSERT INTO market_state (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = $2',
      [key, value],
    );
  }
}
