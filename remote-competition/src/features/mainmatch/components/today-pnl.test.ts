import { pageAround, todayPnl } from './today-pnl';

describe("today's P&L on the main page", () => {
  const days = [
    { tradeDate: '2026-03-02', totalAssets: 1_000_500 },
    { tradeDate: '2026-03-03', totalAssets: 1_002_000 },
  ];

  it('counts from the last day settled before today', () => {
    expect(todayPnl(1_003_250.5, days, '2026-03-04', 1_000_000)).toBe(1250.5);
  });

  it("ignores today's own settlement row", () => {
    expect(todayPnl(1_002_000, days, '2026-03-03', 1_000_000)).toBe(1500);
  });

  it('counts from the invested funds on the first day', () => {
    expect(todayPnl(999_000, [], '2026-03-02', 1_000_000)).toBe(-1000);
  });

  it('finds the ranking page around my rank', () => {
    expect(pageAround(1, 5)).toBe(1);
    expect(pageAround(12, 5)).toBe(3);
    expect(pageAround(NaN, 5)).toBe(1);
  });
});
