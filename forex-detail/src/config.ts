import { SPEC_POLICY, type FeedPolicy } from './quote-feed';

/** What the app runs with: from `config.json` next to index.html, the pair from `?symbol=`. */
export interface AppConfig {
  /** Base URLs of the quote hosts, primary first; '' is the origin that serves the app. */
  hosts: string[];
  hubPath: string;
  symbol: string;
  policy: FeedPolicy;
}

export const DEFAULT_HUB_PATH = '/hubs/forex';
export const DEFAULT_SYMBOL = 'USDCNH';

const HOST = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$|^https?:\/\/\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;
const HUB_PATH = /^(\/[A-Za-z0-9_-]{1,40}){1,4}$/;
const PAIR = /^[A-Z]{6}$/;

/** A host setting: '' (this origin) or `http(s)://host[:port]`; anything else is left out. */
export function readHost(v: unknown): string | null {
  if (typeof v !== 'string' || v.length > 200) return null;
  const host = v.trim().replace(/\/+$/, '');
  return host === '' || HOST.test(host) ? host : null;
}

/** A pair code: six letters, upper-cased; anything else is null. */
export function readSymbol(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const s = v.trim().toUpperCase();
  return PAIR.test(s) ? s : null;
}

const whole = (v: unknown, lo: number, hi: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;

/**
 * Reads the runtime configuration: `primaryHost` and `backupHost` (the backup may be absent),
 * `hubPath`, a default `symbol`, and for operations and tests the three `reconnectDelaysMs`
 * (0–60 000 each) and `timeoutMs` (1 000–120 000); the spec's values where a field is missing or
 * out of range. `search` is the page's query string: `?symbol=EURUSD` picks the pair.
 */
export function readConfig(raw: unknown, search: string): AppConfig {
  const c = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const primary = readHost(c.primaryHost) ?? '';
  const backup = c.backupHost === undefined ? null : readHost(c.backupHost);
  const delays = c.reconnectDelaysMs;
  const reconnectDelaysMs =
    Array.isArray(delays) &&
    delays.length === SPEC_POLICY.reconnectDelaysMs.length &&
    delays.every((d) => whole(d, 0, 60_000))
      ? (delays as number[])
      : [...SPEC_POLICY.reconnectDelaysMs];
  const timeoutMs = whole(c.timeoutMs, 1_000, 120_000) ? c.timeoutMs : SPEC_POLICY.timeoutMs;
  return {
    hosts: backup === null ? [primary] : [primary, backup],
    hubPath:
      typeof c.hubPath === 'string' && HUB_PATH.test(c.hubPath) ? c.hubPath : DEFAULT_HUB_PATH,
    symbol:
      readSymbol(new URLSearchParams(search).get('symbol')) ??
      readSymbol(c.symbol) ??
      DEFAULT_SYMBOL,
    policy: { reconnectDelaysMs, timeoutMs },
  };
}

/** Fetches `config.json` next to the page (never cached); the defaults when it cannot be read. */
export async function loadConfig(search: string): Promise<AppConfig> {
  let raw: unknown = null;
  try {
    const res = await fetch('config.json', { cache: 'no-cache' });
    if (res.ok) raw = await res.json();
  } catch {
    // no config file: the defaults (this origin, no backup)
  }
  return readConfig(raw, search);
}
