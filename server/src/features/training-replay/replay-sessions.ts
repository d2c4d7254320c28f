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
import { hisTrainGroup } from '../../http/realtime';

/** Live replays a user may keep at once; the oldest finished one is dropped first. */
export const MAX_SESSIONS_PER_USER = 3;
/** Longest replay, bars. */
export const MAX_BARS = 500;
/** Starting cash of a replay: 100,000 yuan in li. */
export const START_CASH_LI = 100_000_000;
/** What a replay plays: daily bars or 1-minute bars. */
export type ReplayFreq = 'day' | 'minute';
/** Trading days a minute replay may cover (240 bars each). */
export const MAX_MINUTE_DAYS = 2;
/** Hub push target of replay bars (clients call HisTrain(key) first). */
export const REPLAY_PUSH = 'HisTrain';
const TICK_MS = 100;

/** One running replay: the bars, the clock and the student's account. */
export interface ReplaySession {
  replayID: number;
  userID: number;
  key: string;
  sec: TradableSecurity;
  bars: Bar[];
  /** Daily bars, or 1-minute bars of one or two days. */
  freq: ReplayFreq;
  clock: ReplayClock;
  account: ReplayAccount;
  /** Bumped on every change: a client keeps the newest state when pushes and answers cross. */
  version: number;
  /** Called when the last bar is out (stores the result). */
  onFinish: (s: ReplaySession) => void;
}

/** The state a client shows: bars out so far (or only the new ones), equity and the benchmark. */
export function replayView(s: ReplaySession, from = 0) {
  const shown = s.bars.slice(from, s.clock.shown);
  const last = s.bars[s.clock.shown - 1] as Bar;
  const first = s.bars[0] as Bar;
  return {
    replayID: s.replayID,
    key: s.key,
    code: s.sec.code,
    name: s.sec.name,
    freq: s.freq,
    total: s.clock.total,
    shown: s.clock.shown,
    speed: s.clock.speed,
    playing: s.clock.playing,
    finished: finished(s.clock),
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
    const day = (i: number) => s.bars[i]?.time.slice(0, 10);
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
