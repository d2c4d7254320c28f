import { newStrikeListings } from '../../domain/market/universe/option-listing';
import type { MarketService } from '../quotation';

/**
 * Lists new option strikes when underlyings have moved (docs/market-rules.md, "Options",
 * listing): for every underlying with options, the strikes around the money of its current
 * price that its chains lack are stored in the master and added to the market. Runs once now
 * and after every day rollover (exchanges list new strikes for the next day).
 */
export async function listNewStrikes(svc: MarketService): Promise<number> {
  const { market } = svc;
  const asOf = market.tradingDate();
  const underlyings = new Set(
    market
      .all()
      .filter((s) => s.board === 'option' && s.derivative?.underlying)
      .map((s) => s.derivative?.underlying as string),
  );
  let listed = 0;
  for (const u of underlyings) {
    const spot = market.quote(u)?.last;
    if (spot === undefined) continue;
    const added = newStrikeListings(market.all(), u, spot, asOf);
    if (added.length === 0) continue;
    await svc.repo.insertMany(added);
    for (const s of added) market.add(s);
    listed += added.length;
  }
  return listed;
}

/** Starts the listing: once now, then after each rollover; answers the stop function. */
export function startStrikeListing(svc: MarketService, onError: (e: unknown) => void): () => void {
  let running = Promise.resolve();
  const run = () => {
    running = running.then(() => listNewStrikes(svc).then(() => undefined)).catch(onError);
  };
  run();
  return svc.clock.onRollover(() => setImmediate(run));
}
