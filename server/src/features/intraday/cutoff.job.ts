import { closeAtCutoff, intradaySettings, pastCutoff } from '../../domain/intraday';
import { holdingKey } from '../../domain/exchange';
import { EngineCore, type HeldPosition, type NamedOrder, type TradingService } from '../trading';
import type { IntradayRepository } from './intraday.repository';

/**
 * Runs the intraday cut-off (日内回转 强平) for every account of a type-4 contest whose cut-off
 * the market clock has passed (all of them when `force`): working orders are cancelled and open
 * holdings closed at the last price (`closeAtCutoff`), committed through the engine's journal
 * like any fill. A flat account writes nothing, so a repeated run is harmless. Returns how many
 * accounts it changed.
 */
export async function runCutoff(
  svc: TradingService,
  repo: IntradayRepository,
  force = false,
): Promise<number> {
  await svc.engine.settling;
  const t = svc.core.market.now();
  let changed = 0;
  for (const { accountId, matchId } of await repo.accounts()) {
    const settings = await svc.core.settings(matchId);
    if (!force && !pastCutoff(t.clock, intradaySettings(settings).cutoff)) continue;
    await svc.core.store.run(accountId, async (account) => {
      const market = svc.core.market;
      const r = closeAtCutoff({
        cash: account.cash,
        positions: [...account.positions.values()],
        working: EngineCore.working(account),
        security: (p) => market.security(`${p.code}.${p.market}`),
        price: (p) => market.quote(`${p.code}.${p.market}`)?.last,
        fees: settings.fees,
        accountId,
        tradingDate: t.tradingDate,
      });
      if (r.reports.length === 0) return;
      await svc.core.commit(account, {
        account: { ...account, cash: r.cash },
        positions: r.positions.map((p) => ({
          ...(account.positions.get(holdingKey(p)) as HeldPosition),
          ...p,
        })),
        orders: r.orders.map((o) => ({ ...(account.working.get(o.orderId) as NamedOrder), ...o })),
        reports: r.reports,
      });
      changed += 1;
    });
  }
  return changed;
}

/** How often the cut-off is looked for (ms of wall time). */
export const CUTOFF_POLL_MS = 5_000;

/**
 * Looks every few seconds whether an intraday contest's cut-off has passed today and closes its
 * accounts once per trading day (again after a restart: flat accounts are left alone). In a
 * cluster only the leader runs it (`isLeader`); a new leader picks it up on its next poll.
 */
export function startCutoffJob(
  svc: TradingService,
  repo: IntradayRepository,
  isLeader: () => boolean = () => true,
): { stop: () => void } {
  let doneFor = '';
  let running = false;
  const timer = setInterval(() => {
    const t = svc.core.market.now();
    if (running || doneFor === t.tradingDate || !isLeader()) return;
    running = true;
    void runCutoff(svc, repo)
      .then(async () => {
        // Done for the day once every contest's cut-off has passed.
        const ids = new Set((await repo.accounts()).map((a) => a.matchId));
        let all = true;
        for (const id of ids)
          if (!pastCutoff(t.clock, intradaySettings(await svc.core.settings(id)).cutoff))
            all = false;
        if (all && ids.size > 0) doneFor = t.tradingDate;
      })
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  }, CUTOFF_POLL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
