import { TradingCalendar } from '../calendar';
import { SECURITY_TYPE } from '../types';
import { buildUniverse } from './index';
import { INDEX_MEMBERS } from './index-members';

const universe = buildUniverse('2026-11-20', new TradingCalendar());
const byCode = (code: string) => universe.find((s) => s.code === code);

describe('curated security master', () => {
  it('holds at least 300 A-shares across every board', () => {
    const a = universe.filter((s) => ['main', 'star', 'chinext'].includes(s.board));
    expect(a.length).toBeGreaterThanOrEqual(300);
    expect(new Set(a.map((s) => s.board))).toEqual(new Set(['main', 'star', 'chinext']));
  });

  it('lists 贵州茅台 with its real code, pinyin and main-board rules', () => {
    expect(byCode('600519')).toMatchObject({
      name: '贵州茅台',
      pinyin: 'GZMT',
      market: 'SSE',
      type: SECURITY_TYPE.stock,
      lot: 100,
      tick: 0.01,
      tPlusN: 1,
      limit: { kind: 'percent', pct: 0.1 },
    });
  });

  it('gives STAR shares a 200-share minimum buy and ±20%, ST names ±5%, BSE ±30%', () => {
    expect(byCode('688981')).toMatchObject({ minBuy: 200, lot: 1, type: SECURITY_TYPE.starStock });
    expect(byCode('688981')?.limit).toEqual({ kind: 'percent', pct: 0.2 });
    expect(byCode('300750')).toMatchObject({ type: SECURITY_TYPE.chinextStock, lot: 100 });
    expect(byCode('000656')?.limit).toEqual({ kind: 'percent', pct: 0.05 });
    expect(byCode('920002')?.limit).toEqual({ kind: 'percent', pct: 0.3 });
  });

  it('settles gold and bond ETFs T+0 and equity ETFs T+1 with a 0.001 tick', () => {
    expect(byCode('518880')).toMatchObject({ tPlusN: 0, tick: 0.001 });
    expect(byCode('510300')).toMatchObject({ tPlusN: 1, tick: 0.001, type: SECURITY_TYPE.etf });
  });

  it('has about 30 indexes, futures on every exchange, options chains and forex pairs', () => {
    expect(universe.filter((s) => s.type === SECURITY_TYPE.index).length).toBeGreaterThanOrEqual(
      30,
    );
    const futures = universe.filter((s) => s.board === 'future');
    expect(new Set(futures.map((s) => s.market))).toEqual(
      new Set(['CFFEX', 'SHFE', 'INE', 'DCE', 'CZCE', 'GFEX']),
    );
    expect(byCode('IF2612')).toMatchObject({
      derivative: { underlying: '000300', multiplier: 300 },
    });
    const options = universe.filter((s) => s.board === 'option');
    expect(new Set(options.map((s) => s.type))).toEqual(
      new Set([SECURITY_TYPE.etfOption, SECURITY_TYPE.indexOption, SECURITY_TYPE.commodityOption]),
    );
    expect(universe.filter((s) => s.board === 'forex').length).toBeGreaterThanOrEqual(10);
  });

  it('keeps codes unique per market', () => {
    const keys = universe.map((s) => `${s.market}:${s.code}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists index constituents that are all in the universe', () => {
    for (const [index, members] of Object.entries(INDEX_MEMBERS)) {
      expect(universe.some((s) => `${s.code}.${s.market}` === index)).toBe(true);
      for (const code of members) expect(byCode(code)).toBeDefined();
    }
    expect(INDEX_MEMBERS['000016.SSE']).toHaveLength(50);
  });
});
