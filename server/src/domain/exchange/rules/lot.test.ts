import { SEC } from '../test-fixtures';
import { SIDE } from '../types';
import { checkQuantity } from './lot';

const buy = (
  sec: (typeof SEC)[keyof typeof SEC],
  qty: number,
  kind: 'limit' | 'market' = 'limit',
) => checkQuantity(sec, SIDE.BUY, kind, qty, 0);
const sell = (sec: (typeof SEC)[keyof typeof SEC], qty: number, sellable: number) =>
  checkQuantity(sec, SIDE.SELL, 'limit', qty, sellable);

describe('lot rule', () => {
  it('rejects a STAR buy of 150 shares', () => {
    expect(buy(SEC.star, 150)).toMatchObject({ ok: false, code: 60002, text: '委托数量非法' });
  });
  it('accepts a STAR buy of 201 shares', () => {
    expect(buy(SEC.star, 201).ok).toBe(true);
  });
  it('rejects a STAR limit order above 100 000 shares', () => {
    expect(buy(SEC.star, 100_001).ok).toBe(false);
    expect(buy(SEC.star, 100_000).ok).toBe(true);
  });
  it('rejects a STAR market order above 50 000 shares', () => {
    expect(buy(SEC.star, 50_001, 'market').ok).toBe(false);
    expect(buy(SEC.star, 50_000, 'market').ok).toBe(true);
  });
  it('rejects a main-board buy of 150 shares', () => {
    expect(buy(SEC.main, 150)).toMatchObject({ ok: false, code: 60002 });
    expect(buy(SEC.main, 200).ok).toBe(true);
  });
  it('rejects a ChiNext buy of 50 shares', () => {
    expect(buy(SEC.chinext, 50).ok).toBe(false);
  });
  it('accepts a BSE buy of 101 shares and rejects one of 99', () => {
    expect(buy(SEC.bse, 101).ok).toBe(true);
    expect(buy(SEC.bse, 99).ok).toBe(false);
  });
  it('buys bonds in multiples of 10', () => {
    expect(buy(SEC.bond, 30).ok).toBe(true);
    expect(buy(SEC.bond, 35).ok).toBe(false);
  });
  it('rejects a zero or fractional quantity', () => {
    expect(buy(SEC.main, 0).ok).toBe(false);
    expect(buy(SEC.main, 100.5).ok).toBe(false);
  });
  it('sells an odd lot only all at once', () => {
    expect(sell(SEC.main, 50, 250).ok).toBe(true);
    expect(sell(SEC.main, 150, 250).ok).toBe(true);
    expect(sell(SEC.main, 30, 250).ok).toBe(false);
    expect(sell(SEC.main, 100, 250).ok).toBe(true);
  });
  it('sells a STAR remainder below 200 shares only in one order', () => {
    expect(sell(SEC.star, 150, 150).ok).toBe(true);
    expect(sell(SEC.star, 100, 150).ok).toBe(false);
    expect(sell(SEC.star, 201, 350).ok).toBe(true);
  });
});
