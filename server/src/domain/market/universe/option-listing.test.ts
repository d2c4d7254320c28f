import { TradingCalendar } from '../calendar';
import { buildUniverse } from './index';
import { isAdjusted, newStrikeListings, strikesAround } from './option-listing';

const asOf = '2026-11-20';
const all = buildUniverse(asOf, new TradingCalendar());
const chainOf = (u: string) =>
  all.filter((s) => s.board === 'option' && s.derivative?.underlying === u);

describe('option strikes follow the underlying (new strikes listed as exchanges do)', () => {
  it('lists two strikes each side of the money on the chain grid', () => {
    expect(strikesAround(3.07, 0.05)).toEqual([2.95, 3, 3.05, 3.1, 3.15]);
    expect(strikesAround(4012, 50)).toEqual([3900, 3950, 4000, 4050, 4100]);
  });

  it('lists nothing while the chain still spans the money', () => {
    const u = all.find((s) => s.code === '510050')?.basePrice as number;
    expect(newStrikeListings(all, '510050', u, asOf)).toEqual([]);
  });

  it('lists the missing strikes, a call and a put each, when the underlying has moved up', () => {
    const u = all.find((s) => s.code === '510050')?.basePrice as number;
    const added = newStrikeListings(all, '510050', u + 0.1, asOf);
    const expiries = new Set(chainOf('510050').map((s) => s.derivative?.expiry));
    // two new strikes above the old top, per expiry, call and put
    expect(added).toHaveLength(2 * 2 * expiries.size);
    const codes = new Set(all.map((s) => `${s.code}.${s.market}`));
    for (const s of added) {
      expect(codes.has(`${s.code}.${s.market}`)).toBe(false);
      expect(s.derivative?.strike).toBeGreaterThan(u);
      expect(s.name.endsWith(String(Math.round((s.derivative?.strike ?? 0) * 1000)))).toBe(true);
      expect(s.basePrice).toBeGreaterThan(0);
    }
    expect(new Set(added.map((s) => s.code)).size).toBe(added.length);
  });

  it('names index and commodity contracts by their strike', () => {
    const u = all.find((s) => s.code === '000300' && s.board === 'index')?.basePrice as number;
    const added = newStrikeListings(all, '000300', u * 0.9, asOf);
    expect(added.length).toBeGreaterThan(0);
    for (const s of added) expect(s.code.endsWith(`-${s.derivative?.strike}`)).toBe(true);
  });
});

describe('adjusted contracts (调整合约)', () => {
  it('510050 has an adjusted call and put with a unit of 10 265 and strike × unit kept', () => {
    const adj = chainOf('510050').filter(isAdjusted);
    expect(adj.map((s) => s.derivative?.optionType).sort()).toEqual(['C', 'P']);
    for (const s of adj) {
      expect(s.derivative?.multiplier).toBe(10_265);
      // SSE 8-digit sequence, after the standard contracts
      expect(s.code).toMatch(/^1000\d{4}$/);
      expect(s.name).toMatch(/月\d+A$/);
      const std = chainOf('510050').filter(
        (x) => !isAdjusted(x) && x.derivative?.expiry === s.derivative?.expiry,
      );
      const products = std.map((x) => (x.derivative?.strike ?? 0) * 10_000);
      expect(products.some((p) => Math.abs(p - (s.derivative?.strike ?? 0) * 10_265) < 10)).toBe(
        true,
      );
    }
  });
});
