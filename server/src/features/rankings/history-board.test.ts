import { defaultSettings, type TraderHistory } from '../../domain/contests';
import { TradingCalendar } from '../../domain/market';
import type { ContestPorts, ContestRecord } from '../contests';
import { computeHistoryBoard, type BoardDeps } from './history-board';
import type { HistoryRepository, TraderFacts } from './history.repository';

const calendar = new TradingCalendar();
const DATES: string[] = [calendar.onOrBefore('2026-03-02')];
while (DATES.length < 40) DATES.unshift(calendar.shift(DATES[0] as string, -1));

/** Trader i joined on day i (the later ones first in trader order: their pages start later). */
const facts: TraderFacts[] = Array.from({ length: 7 }, (_, i) => ({
  TraderID: i + 1,
  UserID: i + 1,
  UserName: `u${i + 1}`,
  RealName: `选手${i + 1}`,
  ClassID: 1,
  ClassName: '一班',
  TeamID: null,
  TeamName: '',
  accountID: 100 + i,
  joinedAt: new Date('2026-01-01T00:00:00Z'),
  lastLoginAt: null,
  hasTraded: true,
  fouls: 0,
}));

function historyOf(f: TraderFacts): TraderHistory {
  const first = 7 - f.TraderID; // trader 7 has the longest history, trader 1 the shortest
  const dates = DATES.slice(first);
  const nav = dates.map((_, i) => 1 + 0.01 * Math.sin(i * (f.TraderID + 1)) + 0.001 * i);
  const { accountID: _a, joinedAt: _j, lastLoginAt: _l, hasTraded: _h, ...identity } = f;
  return {
    ...identity,
    dates,
    nav,
    totalAssets: nav.map((v) => v * 1000),
    tradedValue: nav.map((_, i) => (i % 3) * 10),
    invested: 1000,
    eligible: true,
  };
}

function deps(pages: number[], benchCalls: string[]): BoardDeps {
  const repo = {
    traders: async () => facts,
    rates: async () => () => 0,
    histories: async (page: readonly TraderFacts[]) => {
      pages.push(page.length);
      return page.map(historyOf);
    },
  } as unknown as HistoryRepository;
  const ports = {
    benchmarkCloses: async (_id: string, from: string, to: string) => {
      benchCalls.push(from);
      const days = DATES.filter((d) => d >= from && d <= to);
      return new Map(days.map((d) => [d, 4000 + 30 * Math.cos(DATES.indexOf(d))]));
    },
  } as unknown as ContestPorts;
  return { repo, ports: () => ports, calendar };
}

const contest = {
  matchID: 1,
  initialRMB: 1000,
  noRiskInterestRates: 0.015,
  marketIndustryReturnIndexID: '000300.SSE',
  settings: defaultSettings(1, { rmb: 1000, hkd: 0, usd: 0 }),
} as unknown as ContestRecord;

describe('the history board', () => {
  it('reads the NAV series a page of traders at a time and ranks as if read at once', async () => {
    const paged: number[] = [];
    const pagedBench: string[] = [];
    const now = new Date('2026-03-02T12:00:00Z');
    const latest = DATES[DATES.length - 1] as string;
    const small = await computeHistoryBoard(deps(paged, pagedBench), contest, latest, now, 3);
    const whole: number[] = [];
    const big = await computeHistoryBoard(deps(whole, []), contest, latest, now, 100);
    expect(paged).toEqual([3, 3, 1]);
    expect(whole).toEqual([7]);
    // A later page starts earlier: the benchmark is read again from its first day.
    expect(pagedBench).toEqual([DATES[4], DATES[1], DATES[0]]);
    expect(small.rows).toEqual(big.rows);
    expect(
      small.rows
        .get('all')
        ?.map((r) => r.TraderID)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(small.lastNav).toEqual(big.lastNav);
    expect(small.accounts.get(7)).toBe(106);
  });
});
