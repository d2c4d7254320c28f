import { DEFAULT_FEES, sessionRule } from './rules';
import { cashOf, quoteOf, SEC } from './test-fixtures';
import { SIDE, type Position, type TradableSecurity } from './types';
import { validateOrder, type OrderInput, type ValidationEnv } from './validate';

const env = (p: Partial<ValidationEnv> = {}): ValidationEnv => ({
  security: SEC.main,
  permitted: true,
  quote: quoteOf(10),
  session: sessionRule('continuous'),
  cash: cashOf(100_000),
  position: undefined,
  fees: DEFAULT_FEES,
  ...p,
});
const buy = (qty: number, price: number | null = 10): OrderInput => ({
  side: SIDE.BUY,
  kind: price === null ? 'market' : 'limit',
  qty,
  price,
});
const sell = (qty: number, price: number | null = 10): OrderInput => ({
  ...buy(qty, price),
  side: SIDE.SELL,
});
const held = (qty: number, sellable: number): Position => ({
  market: 'SSE',
  code: '600519',
  qty,
  sellable,
  frozen: 0,
  cost: qty * 10_000,
  realised: 0,
});

describe('order validation', () => {
  it('accepts a main-board buy and freezes amount plus fees', () => {
    const r = validateOrder(buy(1000), env());
    // 10 000 yuan + 5 yuan minimum commission + 0.10 transfer fee.
    expect(r).toEqual({ ok: true, value: { price: 10, frozenCash: 10_005_100, frozenQty: 0 } });
  });
  it('rejects a buy at limit-up', () => {
    const q = quoteOf(11, { prevClose: 10, limitUp: 11, asks: [] });
    expect(validateOrder(buy(100, 11), env({ quote: q }))).toMatchObject({
      ok: false,
      code: 60132,
      text: '最新价涨停，不能买入',
    });
  });
  it('rejects a sell at limit-down', () => {
    const q = quoteOf(9, { prevClose: 10, limitDown: 9, bids: [] });
    const r = validateOrder(sell(100, 9), env({ quote: q, position: held(100, 100) }));
    expect(r).toMatchObject({ ok: false, code: 60133 });
  });
  it('rejects a market buy when the stock is locked at limit-up', () => {
    const q = quoteOf(11, { prevClose: 10, limitUp: 11, asks: [] });
    expect(validateOrder(buy(100, null), env({ quote: q }))).toMatchObject({ code: 60132 });
  });
  it('rejects a market order when the opposite side is empty', () => {
    const q = quoteOf(10, { asks: [] });
    expect(validateOrder(buy(100, null), env({ quote: q }))).toMatchObject({ code: 60017 });
  });
  it('prices a market order at the worst of the five levels', () => {
    const r = validateOrder(buy(100, null), env());
    expect(r.ok && r.value.price).toBe(10.05);
  });
  it('rejects a price above the daily band', () => {
    expect(validateOrder(buy(100, 11.01), env())).toMatchObject({ code: 60003 });
    expect(validateOrder(buy(100, 8.99), env())).toMatchObject({ code: 60003 });
  });
  it('rejects an ST buy outside ±5%', () => {
    const q = quoteOf(10, { limitUp: 10.5, limitDown: 9.5 });
    expect(validateOrder(buy(100, 10.6), env({ security: SEC.st, quote: q }))).toMatchObject({
      code: 60003,
    });
  });
  it('rejects a price off the tick', () => {
    expect(validateOrder(buy(100, 10.005), env())).toMatchObject({ code: 60003 });
  });
  it('rejects a STAR buy of 150 shares', () => {
    expect(validateOrder(buy(150), env({ security: SEC.star }))).toMatchObject({ code: 60002 });
  });
  it('rejects an unknown security and an index', () => {
    expect(validateOrder(buy(100), env({ security: undefined }))).toMatchObject({ code: 60001 });
    const index: TradableSecurity = { ...SEC.main, board: 'index' };
    expect(validateOrder(buy(100), env({ security: index }))).toMatchObject({ code: 60001 });
  });
  it('rejects a security not permitted in the match', () => {
    expect(validateOrder(buy(100), env({ permitted: false }))).toMatchObject({ code: 60010 });
  });
  it('rejects an order of a suspended security', () => {
    const sec = { ...SEC.main, suspended: true };
    expect(validateOrder(buy(100), env({ security: sec }))).toMatchObject({
      code: 60006,
      text: '证券已停牌',
    });
  });
  it('rejects orders without quotes', () => {
    expect(validateOrder(buy(100), env({ quote: undefined }))).toMatchObject({ code: 60020 });
  });
  it('rejects orders outside trading hours', () => {
    expect(validateOrder(buy(100), env({ session: sessionRule('lunch') }))).toMatchObject({
      code: 60007,
      text: '非交易时间',
    });
  });
  it('rejects market orders in the call auction', () => {
    const r = validateOrder(buy(100, null), env({ session: sessionRule('opening-auction') }));
    expect(r).toMatchObject({ code: 60007 });
  });
  it('rejects a buy beyond available funds', () => {
    expect(validateOrder(buy(1000), env({ cash: cashOf(10_000) }))).toMatchObject({
      code: 60004,
      text: '可用资金不足',
    });
  });
  it('cannot sell shares bought today', () => {
    // 500 held, all bought today: none sellable until the T+1 release.
    expect(validateOrder(sell(100), env({ position: held(500, 0) }))).toMatchObject({
      code: 60005,
      text: '可用持仓不足',
    });
  });
  it('rejects a sell beyond the sellable position', () => {
    expect(validateOrder(sell(300), env({ position: held(500, 200) }))).toMatchObject({
      code: 60005,
    });
  });
  it('freezes the shares of a sell and a minimum-commission reserve', () => {
    const r = validateOrder(sell(200), env({ position: held(500, 500) }));
    expect(r).toEqual({ ok: true, value: { price: 10, frozenCash: 5_000, frozenQty: 200 } });
  });
});
