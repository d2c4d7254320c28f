import { STEPS_PER_DAY } from './calendar';
import { priceLimits, tickAt, tickDecimals } from './rules';
import { testMarket } from './test-market';
import type { Bar, Quote, Security } from './types';

const onTick = (price: number, tick: number) =>
  Math.abs(price / tick - Math.round(price / tick)) < 1e-6 && tickDecimals(tick) >= 0;

describe('simulated market', () => {
  const { market, clock } = testMarket();
  clock.advance(1234);
  market.advance();

  it('gives the same market for the same seed and a different one for another seed', () => {
    const again = testMarket();
    again.clock.advance(1234);
    const other = testMarket(8);
    other.clock.advance(1234);
    expect(again.market.quote('600519')).toEqual(market.quote('600519'));
    expect(again.market.dailyBars('300750')).toEqual(market.dailyBars('300750'));
    expect(again.market.minuteBars('000858', '2026-11-18')).toEqual(
      market.minuteBars('000858', '2026-11-18'),
    );
    expect(other.market.quote('600519')?.last).not.toBe(market.quote('600519')?.last);
  });

  it('finds a security by code, by code.MARKET and by vendor suffixes', () => {
    expect(market.security('000001')?.name).toBe('平安银行');
    expect(market.security('000001.SSE')?.name).toBe('上证指数');
    expect(market.security('000001', 'SSE')?.name).toBe('上证指数');
    expect(market.security('600519.SH')?.name).toBe('贵州茅台');
    expect(market.security('999999')).toBeUndefined();
  });

  it('has more than two years of daily bars, continuous with today', () => {
    const bars = market.dailyBars('600519');
    expect(bars[0]?.time).toBe('2024-01-02');
    expect(bars.length).toBeGreaterThan(480);
    const yesterday = bars[bars.length - 2] as Bar;
    expect(market.quote('600519')?.prevClose).toBe(yesterday.close);
    expect(bars[bars.length - 1]?.time).toBe('2026-11-20');
  });

  it('keeps every A-share close inside the daily band of the previous close', () => {
    for (const code of ['600519', '688981', '300750', '000656', '920002']) {
      const sec = market.security(code) as Security;
      const bars = market.dailyBars(code);
      for (let i = 1; i < bars.length; i += 1) {
        const band = priceLimits(sec, (bars[i - 1] as Bar).close);
        const b = bars[i] as Bar;
        expect(b.high).toBeLessThanOrEqual(band?.up as number);
        expect(b.low).toBeGreaterThanOrEqual(band?.down as number);
      }
    }
  });

  it('rounds every bar and quote price to the tick', () => {
    for (const sec of market.all()) {
      const q = market.quote(sec.code + '.' + sec.market) as Quote;
      for (const p of [
        q.last,
        q.high,
        q.low,
        ...q.bids.map((l) => l.price),
        ...q.asks.map((l) => l.price),
      ]) {
        expect(onTick(p, tickAt(sec, p))).toBe(true);
      }
      for (const b of market.minuteBars(sec.code + '.' + sec.market, '2026-11-19')) {
        expect(onTick(b.close, tickAt(sec, b.close))).toBe(true);
      }
    }
  });

  it('builds books that are sorted, one tick wide at the touch and inside the band', () => {
    const check = (sec: Security, q: Quote) => {
      const t = tickAt(sec, q.last);
      const room = (edge: number | null) =>
        edge === null ? 5 : Math.min(5, Math.floor(Math.abs(edge - q.last) / t + 1e-6) + 1);
      // An HK share's closing auction shows no book until its random close (domain/hk).
      if (q.hk && !q.hk.rule.match) {
        expect([...q.bids, ...q.asks]).toEqual([]);
        return;
      }
      if (q.limitUp !== null && q.last === q.limitUp) {
        expect(q.asks).toEqual([]);
        expect(q.bids[0]?.price).toBe(q.limitUp);
        return;
      }
      expect(q.bids.length).toBeGreaterThanOrEqual(
        Math.min(room(q.limitDown), Math.floor(q.last / t) - 1, 4),
      );
      expect(q.asks.length).toBeGreaterThanOrEqual(Math.min(room(q.limitUp) - 1, 4));
      const prices = [...q.bids]
        .reverse()
        .concat(q.asks)
        .map((l) => l.price);
      for (let i = 1; i < prices.length; i += 1)
        expect(prices[i]).toBeGreaterThan(prices[i - 1] as number);
      if (q.bids[0] && q.asks[0]) {
        expect(q.asks[0].price - q.bids[0].price).toBeCloseTo(t, 6);
        expect(q.last === q.bids[0].price || q.last === q.asks[0].price).toBe(true);
      }
      for (const l of [...q.bids, ...q.asks]) {
        if (q.limitUp !== null) expect(l.price).toBeLessThanOrEqual(q.limitUp);
        if (q.limitDown !== null) expect(l.price).toBeGreaterThanOrEqual(q.limitDown);
        const lot = sec.board === 'star' || sec.board === 'bse' ? 100 : sec.lot;
        expect(l.volume % lot).toBe(0);
      }
    };
    const fresh = testMarket(11);
    for (let k = 0; k < 12; k += 1) {
      fresh.clock.advance(397);
      for (const q of fresh.market.advance()) {
        const sec = fresh.market.security(`${q.code}.${q.market}`) as Security;
        if (sec.board !== 'index' && sec.board !== 'forex') check(sec, q);
      }
    }
  });

  it('holds a limit-up close through the last minutes of the day', () => {
    const hot: Security = {
      ...(market.security('600519') as Security),
      code: '600999',
      name: '测试涨停',
      vol: 0.09,
      basePrice: 10,
    };
    const { market: m } = testMarket(3, [hot], () => false);
    const day = m
      .dailyBars('600999')
      .find((b, i, all) => i > 0 && b.close === priceLimits(hot, (all[i - 1] as Bar).close)?.up);
    expect(day).toBeDefined();
    const minutes = m.minuteBars('600999', (day as Bar).time);
    expect(minutes[239]?.close).toBe((day as Bar).close);
    expect(minutes[239]?.low).toBe((day as Bar).close);
  });

  it('quotes forex with a bid below and an ask above the mid by the spread', () => {
    const q = market.quote('EURUSD') as Quote;
    expect(q.asks[0]?.price as number).toBeGreaterThan(q.last);
    expect(q.bids[0]?.price as number).toBeLessThan(q.last);
    expect(tickDecimals((market.security('USDJPY') as Security).tick)).toBe(3);
  });

  it('adds up the minute bars of a past day to its daily bar', () => {
    const day = market.dailyBars('688981').find((b) => b.time === '2026-11-17') as Bar;
    const minutes = market.minuteBars('688981', '2026-11-17');
    expect(minutes).toHaveLength(240);
    expect(minutes[0]?.open).toBe(day.open);
    expect(minutes[239]?.close).toBe(day.close);
    expect(Math.max(...minutes.map((b) => b.high))).toBe(day.high);
    expect(Math.min(...minutes.map((b) => b.low))).toBe(day.low);
    expect(minutes.reduce((s, b) => s + b.volume, 0)).toBe(day.volume);
    expect(minutes.reduce((s, b) => s + b.amount, 0)).toBe(day.amount);
  });

  it('reveals today step by step and closes on the pre-computed daily bar', () => {
    const fresh = testMarket();
    const steps: number[] = [];
    let volume = 0;
    for (let k = 0; k < 5; k += 1) {
      fresh.clock.advance(600);
      const q = fresh.market.advance().find((x) => x.code === '600519') as Quote;
      steps.push(q.cumVolume);
      expect(q.cumVolume).toBeGreaterThanOrEqual(volume);
      volume = q.cumVolume;
    }
    fresh.clock.advance(STEPS_PER_DAY);
    const close = fresh.market.quote('600519') as Quote;
    expect(fresh.market.minuteBars('600519')).toHaveLength(240);
    const minutes = fresh.market.minuteBars('600519');
    expect(close.last).toBe(minutes[239]?.close);
    expect(close.cumVolume).toBe(minutes.reduce((s, b) => s + b.volume, 0));
  });

  it('moves index futures with their index', () => {
    const idx = market.dailyBars('000300.SSE', '2026-09-01');
    const fut = market.dailyBars('IF2612', '2026-09-01');
    for (let i = idx.length - 30; i < idx.length - 1; i += 1) {
      expect(Math.abs((fut[i] as Bar).close / (idx[i] as Bar).close - 1)).toBeLessThan(0.01);
    }
  });

  it('rolls the trading day over, emitting one event, and continues from the last close', () => {
    const fresh = testMarket();
    const events: string[] = [];
    fresh.clock.onRollover((e) => events.push(`${e.previous}>${e.next}`));
    fresh.clock.advance(STEPS_PER_DAY);
    const close = fresh.market.quote('600519')?.last;
    fresh.clock.nextDay();
    fresh.market.advance();
    expect(events).toEqual(['2026-11-20>2026-11-23']);
    expect(fresh.market.tradingDate()).toBe('2026-11-23');
    expect(fresh.market.quote('600519')?.prevClose).toBe(close);
  });
});
