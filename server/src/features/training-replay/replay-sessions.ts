import { randomBytes } from 'node:crypto';
import type { Bar } from '../../domain/market';
import type { TradableSecurity } from '../../domain/exchange';
import {
  advance,
  buyAndHoldLi,
  equityLi,
  finished,
  newDay,
  openAccount,
  startClock,
  type ClockMove,
  type ReplayAccount,
  type ReplayClock,
} from '../../domain/training/replay';
import type { HubPush } from '../../http/hub-push';
import { labelDay } from '../../domain/training/disguise';
import { hisTrainGroup } from '../../http/realtime';
import type { ReplaySource } from './replay-bars';

/** Live replays a user may keep at once; the oldest finished one is dropped first. */
export const MAX_SESSIONS_PER_USER = 3;
/** Starting cash of a replay: 100,000 yuan in li. */
export const START_CASH_LI = 100_000_000;
/** What a replay plays: daily bars or 1-minute bars. */
export type ReplayFreq = 'day' | 'minute';
/** Hub push target of replay bars (clients call HisTrain(key) first). */
export const REPLAY_PUSH = 'HisTrain';
const TICK_MS = 100;

/** One running replay: the bars, the clock and the student's account. */
export interface ReplaySession {
  replayID: number;
  userID: number;
  key: string;
  sec: TradableSecurity;
  /** The bars as the student sees them: rebased, labelled 第1日 … (see drawReplay). */
  bars: Bar[];
  /** The security and dates the bars came from: told once the replay is finished. */
  source: ReplaySource;
  /** Daily bars, or 1-minute bars of one or two days. */
  freq: ReplayFreq;
  clock: ReplayClock;
  account: ReplayAccount;
  /** Bumped on every change: a client keeps the newest state when pushes and answers cross. */
  version: number;
  /** Called when the last bar is out (stores the result). */
  onFinish: (s: ReplaySession) => void;
}

/**
 * The state a client shows: bars out so far (or only the new ones), equity and the benchmark;
 * the security and the dates only once the replay is finished.
 */
export function replayView(s: ReplaySession, from = 0) {
  const shown = s.bars.slice(from, s.clock.shown);
  const last = s.bars[s.clock.shown - 1] as Bar;
  const first = s.bars[0] as Bar;
  const done = finished(s.clock);
  return {
    replayID: s.replayID,
    key: s.key,
    code: done ? s.source.code : '',
    name: done ? s.source.name : '',
    source: done ? s.source : null,
    freq: s.freq,
    total: s.clock.total,
    shown: s.clock.shown,
    speed: s.clock.speed,
    playing: s.clock.playing,
    finished: done,
    version: s.version,
    from,
    bars: shown,
    price: last.close,
    cash: s.account.cashLi / 1000,
    qty: s.account.qty,
    sellable: s.account.sellable,
    equity: equityLi(s.account, last.close) / 1000,
    holdEquity: buyAndHoldLi(s.sec, s.account.startCashLi, first.close, last.close) / 1000,
    startCash: s.account.startCashLi / 1000,
    // The board's order sizes (科创板: 200 shares at least, then 1 by 1), not the security.
    lot: s.sec.lot,
    minBuy: s.sec.minBuy,
    trades: s.account.trades.map((t) => ({ ...t, amount: t.amountLi / 1000, fee: t.feeLi / 1000 })),
  };
}

/** In-memory replay sessions of this server, stepped by one shared timer and pushed over the hub. */
export class ReplaySessions {
  private readonly sessions = new Map<number, ReplaySession>();
  private timer: NodeJS.Timeout | undefined;
  private last = Date.now();

  constructor(private readonly hub: HubPush) {}

  get(replayID: number, userID: number): ReplaySession | undefined {
    const s = this.sessions.get(replayID);
    return s && s.userID === userID ? s : undefined;
  }

  /** Whether the user may start one more (drops their oldest finished replay to make room). */
  roomFor(userID: number): boolean {
    const mine = [...this.sessions.values()].filter((s) => s.userID === userID);
    if (mine.length < MAX_SESSIONS_PER_USER) return true;
    const done = mine.find((s) => finished(s.clock));
    if (done) this.sessions.delete(done.replayID);
    return done !== undefined;
  }

  open(
    init: Omit<ReplaySession, 'key' | 'clock' | 'account' | 'version'> & { speed: number },
  ): ReplaySession {
    const s: ReplaySession = {
      ...init,
      key: `replay-${init.replayID}-${randomBytes(6).toString('hex')}`,
      clock: startClock(init.bars.length, 1, init.speed),
      version: 1,
      account: openAccount(START_CASH_LI),
    };
    this.sessions.set(s.replayID, s);
    this.ensureTimer();
    return s;
  }

  /**
   * Applies a clock move: a bar of a new replayed day (every daily bar; the first minute of a day)
   * makes the shares bought before it sellable (T+1); pushes the bars.
   */
  apply(s: ReplaySession, move: ClockMove): void {
    const from = s.clock.shown;
    s.clock = move.clock;
    s.version += 1;
    if (move.revealed.length === 0) return;
    const day = (i: number) => labelDay(s.bars[i]?.time ?? '');
    if (move.revealed.some((i) => day(i) !== day(i - 1))) s.account = newDay(s.account);
    this.hub.toGroup(hisTrainGroup(s.key), REPLAY_PUSH, replayView(s, from));
    if (finished(s.clock)) s.onFinish(s);
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.sessions.clear();
  }

  private ensureTimer(): void {
    if (this.timer) return;
    this.last = Date.now();
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  private tick(): void {
    const now = Date.now();
    const elapsed = now - this.last;
    this.last = now;
    for (const s of this.sessions.values())
      if (s.clock.playing) this.apply(s, advance(s.clock, elapsed));
  }
}
