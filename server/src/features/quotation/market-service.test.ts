import type { AppContext } from '../../context';
import { DEFAULT_TEST_DB, openTestDb } from '../../db/test-db';
import { buildUniverse, type TradingCalendar } from '../../domain/market';
import { marketSettingsFromEnv, startMarketService, type MarketSettings } from './market-service';

const small = (asOf: string, cal: TradingCalendar) =>
  buildUniverse(asOf, cal).filter((s) => ['600519', '000858'].includes(s.code));

describe('market service', () => {
  it('defaults to the demo clock, and to a manual clock without a ticker under test', () => {
    expect(marketSettingsFromEnv({})).toMatchObject({
      mode: 'demo',
      dayMinutes: 120,
      ticker: true,
    });
    expect(marketSettingsFromEnv({ NODE_ENV: 'test' })).toMatchObject({
      mode: 'manual',
      ticker: false,
    });
    expect(marketSettingsFromEnv({ MARKET_CLOCK: 'exchange', MARKET_SEED: '7' })).toMatchObject({
      mode: 'exchange',
      seed: 7,
    });
  });

  it('seeds the master once and resumes the same demo day after a restart', async () => {
    const db = await openTestDb(DEFAULT_TEST_DB);
    let now = Date.parse('2026-11-23T01:00:00Z');
    const ctx = { db, clock: { now: () => new Date(now) }, services: {} } as unknown as AppContext;
    const settings: MarketSettings = {
      mode: 'demo',
      seed: 1,
      dayMinutes: 60,
      ticker: false,
      universe: small,
      now: () => now,
    };
    try {
      const first = await startMarketService(ctx, settings);
      expect(first.market.tradingDate()).toBe('2026-11-23');
      now += 90 * 60_000;
      first.stop();
      const second = await startMarketService(ctx, settings);
      expect(second.market.tradingDate()).toBe('2026-11-24');
      expect(second.clock.read().step).toBe(2400);
      expect(second.market.all()).toHaveLength(2);
      // The market before the restart, moved to the same time, shows the same quote.
      first.market.advance();
      expect(second.market.quote('600519')).toEqual(first.market.quote('600519'));
      second.stop();
    } finally {
      await db.close();
    }
  }, 60_000);
});
