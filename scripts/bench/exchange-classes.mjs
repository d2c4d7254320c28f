// The pure pipeline of every asset class, as the engine runs it (engine.ts placeIn): the class that
// covers the order validates it, freezes what it holds, matches it against the simulated quote and
// books each fill; a working rest is released. No I/O, one core. Used by exchange-engine.mjs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const require = createRequire(path.join(ROOT, 'server', 'package.json'));
const dist = (p) => require(path.join(ROOT, 'server', 'dist', p));

/** One case a class: which security it trades (the first of the universe that fits) and how. */
const CASES = [
  { label: 'A-shares', pick: (s) => s.code === '600036', effect: null },
  { label: 'ETF', pick: (s) => s.code === '510300', effect: null },
  { label: 'futures', pick: (s) => s.type === 7 && s.code.startsWith('IF'), effect: 'open' },
  { label: 'ETF options', pick: (s) => s.type === 9, effect: 'open' },
  { label: 'margin', pick: (s) => s.code === '600036', effect: 'collateralBuy' },
  { label: 'intraday', pick: (s) => s.code === '600036', effect: null, matchType: 4 },
  { label: 'HK', pick: (s) => s.type === 6, effect: null },
  { label: 'forex', pick: (s) => s.code === 'EURUSD', effect: null },
];

const cashOf = () => ({
  initial: 1e15,
  transfers: 0,
  fees: 0,
  realised: 0,
  available: 1e15,
  frozen: 0,
});

/**
 * Runs `orders` buys through each class (half at the fourth ask, which fill; half at the third bid,
 * which rest and are released) and answers orders/s per class (`only`: those labels alone).
 */
export function runClassPipelines(orders, only = null) {
  const ex = dist('domain/exchange/index.js');
  const mk = dist('domain/market/index.js');
  const { assetClassFor } = dist('domain/asset-classes/index.js');
  const { contestEffect } = dist('domain/intraday/index.js');
  const cal = new mk.TradingCalendar();
  const clock = new mk.MarketClock({ mode: 'manual', startDate: '2026-11-20', calendar: cal });
  const all = mk.buildUniverse('2026-11-20', cal);
  const cases = only ? CASES.filter((c) => only.includes(c.label)) : CASES;
  const picked = cases.map((c) => ({ ...c, sec: all.find(c.pick) }));
  const underlyings = picked.map((c) => c.sec?.derivative?.underlying).filter(Boolean);
  const wanted = new Set([...picked.map((c) => c.sec?.code), ...underlyings, 'USDCNH']);
  const market = new mk.SimulatedMarket({
    seed: 7,
    clock,
    securities: all.filter((s) => wanted.has(s.code)),
  });
  clock.advance(1200);
  market.advance();
  const rows = [];
  for (const c of picked) {
    if (!c.sec) {
      rows.push({ label: c.label, error: 'no security in the universe' });
      continue;
    }
    rows.push({
      label: c.label,
      code: c.sec.code,
      ...runOne(ex, market, clock.read(), assetClassFor, contestEffect, c, orders),
    });
  }
  return rows;
}

function runOne(ex, market, t, assetClassFor, contestEffect, c, orders) {
  const sec = market.security(c.sec.code, c.sec.market);
  const key = `${sec.code}.${sec.market}`;
  const effect = contestEffect(c.matchType ?? null, c.effect);
  const cls = assetClassFor(sec, effect);
  if (!cls) return { error: 'no class covers it' };
  const settings = {
    fees: ex.DEFAULT_FEES,
    volumeCap: 0.25,
    raw: {},
    match: undefined,
    matchType: c.matchType ?? null,
    priceOf: (k) => market.quote(k)?.last,
  };
  const session = cls.session(sec, t.phase, 600, t.step);
  const posSide = cls.positionSide(1, effect);
  let cash = cashOf();
  let filled = 0;
  let refused = 0;
  let code = null;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < orders; i += 1) {
    const q = market.quote(key);
    const price = i % 2 === 0 ? (q.asks[3]?.price ?? q.last) : (q.bids[2]?.price ?? q.last);
    const position = { ...ex.emptyPosition(sec.market, sec.code), ...(posSide ? { posSide } : {}) };
    const input = { side: 1, kind: 'limit', qty: sec.minBuy, price, effect };
    const r = cls.validate(input, {
      security: sec,
      permitted: true,
      quote: q,
      underlying: sec.derivative?.underlying ? market.quote(sec.derivative.underlying) : undefined,
      session: { ...session, match: true, accept: true },
      cash,
      position,
      positions: [],
      settings,
      priceOf: (k) => market.quote(k)?.last,
      securityOf: (code, m) => market.security(code, m),
    });
    if (!r.ok) {
      refused += 1;
      code = r.code;
      continue;
    }
    const order = {
      orderId: i,
      accountId: 1,
      clOrdId: null,
      market: sec.market,
      code: sec.code,
      securityType: sec.type,
      side: 1,
      kind: 'limit',
      qty: sec.minBuy,
      filledQty: 0,
      filledAmount: 0,
      fees: 0,
      status: 0,
      rejectCode: null,
      tradingDate: q.tradingDate,
      matchKey: '',
      ...(effect ? { effect } : {}),
      ...(posSide ? { posSide } : {}),
      ...r.value,
    };
    let books = cls.freeze({ cash, position, order });
    for (const f of ex.matchOrder(order, { ...q, intervalVolume: 1e9 }, 0.25, cls.fillStep(sec))) {
      books = cls.fill(books, sec, settings, f.qty, f.price);
      filled += 1;
    }
    cash = books.order.status === 2 ? books.cash : cls.release(books, 'cancel').cash;
  }
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  return {
    perSecond: Math.round((orders - refused) / s),
    filled,
    refused,
    refusedCode: code,
    seconds: s,
  };
}
