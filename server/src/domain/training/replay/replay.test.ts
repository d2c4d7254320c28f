import { SIDE, type TradableSecurity } from '../../exchange';
import {
  advance,
  buyAndHoldLi,
  equityLi,
  newDay,
  openAccount,
  pause,
  play,
  setSpeed,
  startClock,
  step,
  tradeReplay,
  type ReplayClock,
} from '.';

const sec: TradableSecurity = {
  code: '600000',
  market: 'SSE',
  name: '浦发银行',
  type: 1,
  board: 'main',
  lot: 100,
  minBuy: 100,
  tick: 0.01,
  limit: { kind: 'percent', pct: 0.1 },
  tPlusN: 1,
  isSt: false,
};

describe('replay clock', () => {
  it('plays at its speed, carries the remainder, never skips or repeats a bar', () => {
    let c: ReplayClock = play(startClock(100, 1, 10)); // 10× → one bar per 100 ms
    const seen: number[] = [];
    for (const ms of [30, 80, 250, 5, 1000, 40]) {
      const m = advance(c, ms);
      c = m.clock;
      seen.push(...m.revealed);
    }
    // 1405 ms at 100 ms a bar: 14 bars after the first one shown.
    expect(seen).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(c.shown).toBe(15);
  });

  it('pauses, steps while paused, changes speed in range only, stops at the end', () => {
    let c = pause(play(startClock(3, 1, 1)));
    expect(advance(c, 5000).revealed).toEqual([]);
    const s = step(c);
    expect(s.revealed).toEqual([1]);
    c = setSpeed(setSpeed(s.clock, 61), 60);
    expect(c.speed).toBe(60);
    c = play(c);
    const m = advance(c, 10_000);
    expect(m.revealed).toEqual([2]);
    expect(m.clock).toMatchObject({ shown: 3, playing: false });
    expect(step(m.clock).revealed).toEqual([]);
  });
});

describe('trading against the replay', () => {
  it('books lots and fees by the exchange rules and keeps T+1 across replayed days', () => {
    let a = openAccount(100_000_000); // 100,000 yuan
    const bad = tradeReplay(a, sec, { side: SIDE.BUY, qty: 150, price: 10, bar: 0, time: 'd0' });
    expect(bad).toMatchObject({ ok: false, code: 60002 });
    const buy = tradeReplay(a, sec, { side: SIDE.BUY, qty: 1000, price: 10, bar: 0, time: 'd0' });
    if (!buy.ok) throw new Error(buy.text);
    a = buy.value;
    // 10,000 yuan; commission 2.5 → minimum 5 yuan; transfer 0.10 yuan: 10,005.10 yuan.
    expect(a.cashLi).toBe(100_000_000 - 10_005_100);
    const sameDay = tradeReplay(a, sec, {
      side: SIDE.SELL,
      qty: 1000,
      price: 11,
      bar: 0,
      time: 'd0',
    });
    expect(sameDay).toMatchObject({ ok: false, code: 60005 });
    a = newDay(a);
    const sell = tradeReplay(a, sec, { side: SIDE.SELL, qty: 1000, price: 11, bar: 1, time: 'd1' });
    if (!sell.ok) throw new Error(sell.text);
    // 11,000 − commission 5 − stamp 5.50 − transfer 0.11 = 10,989.39 yuan.
    expect(sell.value.cashLi).toBe(100_000_000 - 10_005_100 + 10_989_390);
    expect(equityLi(sell.value, 12)).toBe(sell.value.cashLi);
  });

  it('measures buy-and-hold by hand', () => {
    // 10,000 yuan at 10: 900 shares cost 9,000 + 5 + 0.09 (1,000 would not leave the fees).
    expect(buyAndHoldLi(sec, 10_000_000, 10, 12)).toBe(10_000_000 - 9_005_090 + 10_800_000);
  });
});
