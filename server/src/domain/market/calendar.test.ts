import { TradingCalendar, sessionAt, stepClock } from './calendar';
import { MarketClock, type RolloverEvent } from './clock';

const cal = new TradingCalendar();
const at = (iso: string) => () => Date.parse(iso);

describe('trading calendar', () => {
  it('closes on weekends and the published exchange holidays', () => {
    expect(cal.isTradingDay('2026-11-20')).toBe(true);
    expect(cal.isTradingDay('2026-11-21')).toBe(false);
    expect(cal.isTradingDay('2025-10-08')).toBe(false);
    expect(cal.isTradingDay('2026-02-17')).toBe(false);
    expect(cal.isTradingDay('2025-10-09')).toBe(true);
  });

  it('steps over holidays when shifting by trading days', () => {
    expect(cal.shift('2025-09-30', 1)).toBe('2025-10-09');
    expect(cal.shift('2025-10-09', -1)).toBe('2025-09-30');
    expect(cal.previous('2026-11-23', 2)).toEqual(['2026-11-19', '2026-11-20']);
  });

  it('maps Shanghai wall time to session phases', () => {
    const t = (h: number, m: number) => sessionAt(h * 3600 + m * 60);
    expect(t(9, 0).phase).toBe('pre-open');
    expect(t(9, 20).phase).toBe('opening-auction');
    expect(t(9, 27).phase).toBe('pre-continuous');
    expect(t(9, 30)).toEqual({ phase: 'continuous', step: 0 });
    expect(t(12, 0).phase).toBe('lunch');
    expect(t(13, 0)).toEqual({ phase: 'continuous', step: 2400 });
    expect(t(14, 58).phase).toBe('closing-auction');
    expect(t(15, 1)).toEqual({ phase: 'closed', step: 4800 });
    expect(stepClock(2400)).toBe('13:00:00');
  });
});

describe('market clock', () => {
  it('follows the exchange calendar in exchange mode (Asia/Shanghai)', () => {
    const clock = new MarketClock({ mode: 'exchange', now: at('2026-11-20T02:00:00Z') });
    expect(clock.read()).toMatchObject({
      tradingDate: '2026-11-20',
      phase: 'continuous',
      step: 600,
    });
    const saturday = new MarketClock({ mode: 'exchange', now: at('2026-11-21T02:00:00Z') });
    expect(saturday.read()).toMatchObject({ tradingDate: '2026-11-20', phase: 'closed' });
  });

  it('keeps a session open in demo mode and rolls days over on the cadence', () => {
    let now = Date.parse('2026-11-21T02:00:00Z');
    const events: RolloverEvent[] = [];
    const clock = new MarketClock({ mode: 'demo', now: () => now, dayMs: 60_000 });
    clock.onRollover((e) => events.push(e));
    expect(clock.poll()).toMatchObject({ tradingDate: '2026-11-20', phase: 'continuous', step: 0 });
    now += 30_000;
    expect(clock.poll().step).toBe(2400);
    now += 60_000;
    expect(clock.poll().tradingDate).toBe('2026-11-23');
    expect(events).toEqual([{ previous: '2026-11-20', next: '2026-11-23' }]);
  });

  it('moves only when a test advances it in manual mode', () => {
    const clock = new MarketClock({
      mode: 'manual',
      startDate: '2026-09-24',
      now: at('2030-01-01T00:00:00Z'),
    });
    expect(clock.advance(100).step).toBe(100);
    expect(clock.nextDay().tradingDate).toBe('2026-09-28');
    expect(() => new MarketClock({ mode: 'demo' }).advance(1)).toThrow(
      '只有手动模式的行情时钟可以手动推进',
    );
  });
});

describe('trading calendar bounds (issue 12: GetPreNTradeDate?n=Infinity hung the CPU)', () => {
  it('refuses non-finite and huge counts instead of looping forever', () => {
    expect(() => cal.previous('2026-11-23', Infinity)).toThrow(RangeError);
    expect(() => cal.previous('2026-11-23', Number.NaN)).toThrow(RangeError);
    expect(() => cal.previous('2026-11-23', 1e9)).toThrow(RangeError);
    expect(() => cal.shift('2026-11-23', -Infinity)).toThrow(RangeError);
    expect(() => cal.between('0001-01-01', '9999-12-31')).toThrow(RangeError);
    expect(cal.between('2026-11-24', '2026-11-20')).toEqual([]);
    expect(cal.previous('2026-11-23', 0)).toEqual([]);
  });
});
