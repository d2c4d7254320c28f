import type { AppContext } from '../../context';
import { keyOf } from '../../domain/market';
import { marketOf } from '../quotation';
import {
  AccountsRepository,
  marketPortOf,
  type HeldPosition,
  tradingOf,
  holdingValue,
} from '../trading';

/** What contests need from the exchange and the market. Tests and benchmarks swap it. */
export interface ContestPorts {
  /** Opens (or finds) the trading account of a user in a contest or combine; returns its id. */
  openAccount(userId: number, ownerId: number, initialCashYuan: number): Promise<number>;
  /** The market's current trading date (YYYY-MM-DD). */
  tradingDate(): Promise<string>;
  /** Daily closes of an index such as '000300.SSE' in [from, to], by date. */
  benchmarkCloses(indexId: string, from: string, to: string): Promise<Map<string, number>>;
  /**
   * Live value of a holding in li of its account's currency, as its asset class values it
   * (trading/valuation `holdingValue`); undefined means "value at cost".
   */
  valuer(): Promise<(p: HeldPosition) => number | undefined>;
  /** Writes a contest's permitted security types and codes into the exchange's settings. */
  syncTradingSettings(
    matchId: number,
    permission: { securityTypes: unknown[]; matchUseCodes: string[] },
  ): Promise<void>;
}

/** The running exchange and market of a server (started on first use). */
export function defaultContestPorts(ctx: AppContext): ContestPorts {
  return {
    openAccount: async (userId, ownerId, cash) =>
      (await tradingOf(ctx)).openAccount(userId, ownerId, cash),
    tradingDate: async () => (await marketOf(ctx)).clock.read().tradingDate,
    async benchmarkCloses(indexId, from, to) {
      const { market } = await marketOf(ctx);
      const [code = '', exchange] = indexId.split('.');
      const sec = market.security(code, exchange);
      const bars = sec ? market.dailyBars(keyOf(sec), from, to) : [];
      return new Map(bars.map((b) => [b.time.slice(0, 10), b.close]));
    },
    async valuer() {
      const market = marketPortOf(await marketOf(ctx));
      return (p) => (market.security(p.code, p.market) ? holdingValue(market, p) : undefined);
    },
    async syncTradingSettings(matchId, permission) {
      const repo = new AccountsRepository(ctx.db);
      const { settings } = await repo.match(matchId);
      await repo.saveSettings(matchId, { ...settings, ...permission });
    },
  };
}

/** Replaces some ports of a server context (tests, benchmarks). */
export function configureContestPorts(ctx: AppContext, ports: Partial<ContestPorts>): void {
  ctx.services.contestPorts = { ...ctx.services.contestPorts, ...ports };
}

/** The ports of a context: its overrides over the running exchange and market. */
export function contestPortsOf(ctx: AppContext): ContestPorts {
  return { ...defaultContestPorts(ctx), ...ctx.services.contestPorts };
}
