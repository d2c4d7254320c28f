import { TradingCalendar } from '../calendar';
import { buildUniverse } from './index';

const futures = buildUniverse('2026-11-20', new TradingCalendar()).filter(
  (s) => s.board === 'future',
);
const ofProduct = (p: string) => futures.filter((s) => s.derivative?.futures?.product === p);

describe('listed futures contracts', () => {
  it('lists at least the main and the next month of every product, main by volume', () => {
    const products = new Set(futures.map((s) => s.derivative?.futures?.product));
    expect(products.size).toBe(38);
    for (const p of products) {
      const list = ofProduct(p as string);
      expect([p, list.length >= 2]).toEqual([p, true]);
      const top = [...list].sort((a, b) => b.baseVolume - a.baseVolume)[0];
      expect(list.filter((s) => s.baseVolume === top?.baseVolume)).toHaveLength(1);
    }
  });

  it('carries the terms of each delivery month', () => {
    const if1 = ofProduct('IF');
    expect(if1.map((s) => s.code)).toEqual(['IF2611', 'IF2612', 'IF2703', 'IF2706']);
    const t = if1[1]?.derivative?.futures;
    expect(t).toMatchObject({
      month: '2026-12',
      lastTradingDay: '2026-12-18',
      longMarginRate: 0.12,
      fee: { kind: 'value', closeToday: 0.00023 },
      nightSession: '',
      closeTodayOrders: false,
    });
    expect(if1[1]?.derivative?.multiplier).toBe(300);
    const cu = ofProduct('cu')[0]?.derivative?.futures;
    expect(cu).toMatchObject({ nightSession: '21:00-01:00', closeTodayOrders: true });
    const sr = ofProduct('SR').map((s) => s.code);
    expect(sr).toEqual(['SR701', 'SR705']);
    for (const s of futures)
      expect((s.derivative?.futures?.lastTradingDay ?? '') >= '2026-11-20').toBe(true);
  });
});
