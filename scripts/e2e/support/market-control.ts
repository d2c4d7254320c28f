/**
 * Moves the market of the server under test at once, through its test-only control (mounted with
 * ENABLE_TEST_ROUTES=1, as support/portal-server.ts starts it; server/API.md "Moving the market at
 * once"), so no test waits on the wall clock for a market event:
 *
 *   await moveClock('13:00:00', 'HK');          // HK continuous trading, VCM not yet watching
 *   await stepUntil((timeout) => fill.waitFor({ timeout })); // the order fills, the page shows it
 *
 * The clock only moves forward: a time already passed today is the next trading day's.
 */
import { baseUrl } from './browser';

/** Where the market stands after a move (the answer of the control calls). */
export interface MarketTime {
  tradingDate: string;
  phase: string;
  step: number;
  /** The A-share continuous-trading clock, HH:MM:SS. */
  clock: string;
  /** The HK clock of the same step, HH:MM:SS. */
  hkTime: string;
}

/** `open`, `close`, `nextDay` or a clock time `HH:MM:SS` inside the market's trading hours. */
export type ClockTo = 'open' | 'close' | 'nextDay' | `${number}:${number}:${number}`;

/** The longest a test waits for something the server was told to do at once. */
export const AT_ONCE_MS = 10_000;

/** How long one look for the page's change lasts before the market steps again. */
const LOOK_MS = 2_500;

async function control(path: string, body: object, portal: string): Promise<MarketTime> {
  const res = await fetch(`${portal}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { isOK: boolean; msg: string; data: MarketTime };
  if (!res.ok || !answer.isOK) throw new Error(`${path}: HTTP ${res.status} ${answer.msg}`);
  return answer.data;
}

/**
 * POST /test/market/clock: the market clock moves forward to `to` on the clock of `market` (HK
 * skips HKEX holidays); rollovers on the way are settled and the new step matched when it answers.
 */
export function moveClock(
  to: ClockTo,
  market: 'CN' | 'HK' = 'CN',
  portal = baseUrl(),
): Promise<MarketTime> {
  return control('/test/market/clock', { to, market }, portal);
}

/** POST /test/market/step: the market advances `steps` steps, each matched before the answer. */
export function stepMarket(steps = 1, portal = baseUrl()): Promise<MarketTime> {
  return control('/test/market/step', { steps }, portal);
}

/** The market clock as the portal shows it (GetSystemTime). */
export async function marketTime(
  portal = baseUrl(),
): Promise<{ tradingDate: string; marketTime: string }> {
  const res = await fetch(`${portal}/VERace/TradeCalendar/GetSystemTime`, { method: 'POST' });
  return ((await res.json()) as { data: { tradingDate: string; marketTime: string } }).data;
}

/**
 * Steps the market until `shown` resolves (it gets how long it may look): a working order that is
 * marketable fills on the step, and the page shows it on its next refresh. Each look is short and
 * followed by another step, so an order that reached the server after a step, or a price that
 * moved away, does not stall; all within `timeoutMs`.
 */
export async function stepUntil(
  shown: (timeout: number) => Promise<unknown>,
  timeoutMs = AT_ONCE_MS,
  portal = baseUrl(),
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await stepMarket(1, portal);
    const left = deadline - Date.now();
    try {
      await shown(Math.max(1, Math.min(LOOK_MS, left)));
      return;
    } catch (e) {
      if (Date.now() >= deadline) throw e;
    }
  }
}

/**
 * Leaves the end of the trading day at once: when the market clock reads `latest` or later, it
 * moves to the next trading day's open, so lots bought now stay today's until the test is done.
 */
export async function awayFromDayEnd(latest = '14:40:00', portal = baseUrl()): Promise<void> {
  // Before 09:30 (the opening auction, when the clock follows the wall's morning) nothing fills
  // either: the next open is this morning's.
  const now = (await marketTime(portal)).marketTime;
  if (now >= latest || now < '09:30:00') await moveClock('open', 'CN', portal);
}
