import { blackScholes, smileVol } from './black-scholes';
import { SESSION_MINUTES, daysBetween } from './calendar';
import type { DayPath } from './day-path';
import { finishPath } from './minute-split';
import { rngFor } from './prng';
import { priceLimits, roundToTick } from './rules';
import { keyOf, type Bar, type Security } from './types';
import { OPTION_RATE } from './universe/derivatives';

/**
 * Derivatives priced from their underlying: index futures trade at the index times a small
 * basis; options at Black–Scholes on the underlying with the chain's volatility smile.
 */
export function isDerived(sec: Security): boolean {
  return (
    sec.board === 'option' || (sec.board === 'future' && sec.derivative?.underlying !== undefined)
  );
}

/** Years to expiry at a fraction of the trading day (0 open … 1 close). */
function yearsLeft(sec: Security, date: string, dayFraction: number): number {
  const expiry = sec.derivative?.expiry ?? date;
  return Math.max(0, daysBetween(date, expiry) + 0.75 - 0.75 * dayFraction) / 365;
}

/** Daily basis of an index future to its index (a mild discount that varies by day). */
function basis(seed: number, sec: Security, date: string): number {
  return -0.002 + 0.0015 * rngFor(seed, 'basis', keyOf(sec), date).normal();
}

/** Price function of a derived security for one day: underlying price, day fraction → price. */
export function priceMap(
  seed: number,
  sec: Security,
  date: string,
): (u: number, f: number) => number {
  if (sec.board === 'future') {
    const k = 1 + basis(seed, sec, date);
    return (u) => roundToTick(u * k, sec.tick);
  }
  const d = sec.derivative;
  const strike = d?.strike ?? 0;
  const atm = sec.vol;
  return (u, f) => {
    const v = blackScholes({
      spot: u,
      strike,
      years: yearsLeft(sec, date, f),
      rate: OPTION_RATE,
      vol: smileVol(atm, u, strike),
      type: d?.optionType ?? 'C',
    });
    return Math.max(sec.tick, roundToTick(v, sec.tick));
  };
}

/**
 * Intraday path of a derived security, mapped point by point from the underlying's path; its
 * daily bar is read off the path, so daily and minute views of the day agree.
 */
export function derivedPath(
  seed: number,
  sec: Security,
  under: DayPath,
  prevClose: number,
): DayPath {
  const f = priceMap(seed, sec, under.date);
  const n = SESSION_MINUTES;
  const p = new Float64Array(n + 1);
  let high = -Infinity;
  let low = Infinity;
  for (let m = 0; m <= n; m += 1) {
    const v = f(under.p[m] as number, m / n);
    p[m] = v;
    high = Math.max(high, v);
    low = Math.min(low, v);
  }
  const rng = rngFor(seed, keyOf(sec), under.date);
  const volume = Math.max(n, Math.round(sec.baseVolume * Math.exp(0.4 * rng.normal())));
  const mult = sec.derivative?.multiplier ?? 1;
  const open = p[0] as number;
  const close = p[n] as number;
  const amount = Math.round(volume * ((open + high + low + close) / 4) * mult);
  const bar: Bar = { time: under.date, open, high, low, close, volume, amount };
  return finishPath(seed, sec, under.date, bar, prevClose, priceLimits(sec, prevClose), p);
}
