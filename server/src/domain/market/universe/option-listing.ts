import { blackScholes, smileVol } from '../black-scholes';
import { daysBetween } from '../calendar';
import { roundToTick } from '../rules';
import type { Security } from '../types';

/** Annual risk-free rate the option chains are priced with. */
const RATE = 0.018;

/** Strikes listed around the money on each side (exchanges list at least this many). */
export const STRIKES_EACH_SIDE = 2;

/**
 * An adjusted contract (调整合约): after a dividend of its ETF the exchange adjusts strike and
 * unit (a non-standard multiplier such as 10 265) and the short name gets a trailing "A".
 */
export const isAdjusted = (sec: Pick<Security, 'board' | 'name'>): boolean =>
  sec.board === 'option' && /A$/.test(sec.name);

/** Strike text of a contract name or code: ETF strikes in thousandths, others as they are. */
const strikeText = (sec: Security, strike: number) =>
  sec.type === 9 ? String(Math.round(strike * 1000)) : String(strike);

/** The strikes at and around the money of `spot` on a grid of `step`. */
export function strikesAround(spot: number, step: number, each = STRIKES_EACH_SIDE): number[] {
  const atm = Math.round(spot / step) * step;
  const out: number[] = [];
  for (let k = -each; k <= each; k += 1) {
    const s = Number((atm + k * step).toFixed(4));
    if (s > 0) out.push(s);
  }
  return out;
}

/** The smallest gap between distinct strikes: the grid of a chain. */
function stepOf(strikes: number[]): number {
  const sorted = [...new Set(strikes)].sort((a, b) => a - b);
  let step = Infinity;
  for (let i = 1; i < sorted.length; i += 1)
    step = Math.min(step, Number(((sorted[i] as number) - (sorted[i - 1] as number)).toFixed(4)));
  return Number.isFinite(step) ? step : 0;
}

/** A new contract of `template`'s chain at `strike` (same type, expiry, unit, naming). */
function listAt(
  template: Security,
  strike: number,
  code: string,
  spot: number,
  asOf: string,
): Security {
  const d = template.derivative as NonNullable<Security['derivative']>;
  const oldText = strikeText(template, d.strike as number);
  const text = strikeText(template, strike);
  const swap = (s: string) => (s.endsWith(oldText) ? s.slice(0, -oldText.length) + text : s + text);
  const years = Math.max(daysBetween(asOf, d.expiry as string), 1) / 365;
  const vol = smileVol(template.vol, spot, strike);
  const type = d.optionType ?? 'C';
  const premium = blackScholes({ spot, strike, years, rate: RATE, vol, type });
  return {
    ...template,
    code,
    name: swap(template.name),
    pinyin: swap(template.pinyin ?? ''),
    basePrice: Math.max(template.tick, roundToTick(premium, template.tick)),
    derivative: { ...d, strike },
  };
}

/**
 * New strikes of an underlying's chains when it has moved (exchanges list new strikes so that
 * at least two are in and two out of the money): for each live expiry, the strikes around the
 * money of `spot` that the chain lacks, a call and a put each. Adjusted contracts are no
 * template. ETF codes continue the market's sequence; other codes carry the strike.
 */
export function newStrikeListings(
  all: readonly Security[],
  underlying: string,
  spot: number,
  asOf: string,
): Security[] {
  if (!(spot > 0)) return [];
  const chain = all.filter(
    (s) =>
      s.board === 'option' &&
      s.derivative?.underlying === underlying &&
      (s.derivative.expiry ?? '') > asOf &&
      !isAdjusted(s),
  );
  const nextSeq = new Map<string, number>();
  for (const s of all)
    if (s.board === 'option' && s.type === 9)
      nextSeq.set(s.market, Math.max(nextSeq.get(s.market) ?? 0, Number(s.code) + 1));
  const out: Security[] = [];
  const expiries = [...new Set(chain.map((s) => s.derivative?.expiry as string))];
  for (const expiry of expiries) {
    const group = chain.filter((s) => s.derivative?.expiry === expiry);
    const step = stepOf(group.map((s) => s.derivative?.strike ?? 0));
    if (!(step > 0)) continue;
    const have = new Set(group.map((s) => (s.derivative?.strike ?? 0).toFixed(4)));
    for (const strike of strikesAround(spot, step)) {
      if (have.has(strike.toFixed(4))) continue;
      for (const type of ['C', 'P'] as const) {
        const template = group.find((s) => s.derivative?.optionType === type);
        if (!template) continue;
        const d = template.derivative as NonNullable<Security['derivative']>;
        let code: string;
        if (template.type === 9) {
          const seq = nextSeq.get(template.market) ?? Number(template.code) + 1;
          nextSeq.set(template.market, seq + 1);
          code = String(seq);
        } else {
          const old = strikeText(template, d.strike as number);
          code = template.code.slice(0, -old.length) + strikeText(template, strike);
        }
        out.push(listAt(template, strike, code, spot, asOf));
      }
    }
  }
  return out;
}

/**
 * The adjusted pair (调整合约) of an ETF chain after a cash dividend `dividend` per share: the
 * at-the-money call and put of its first expiry with the strike lowered by the dividend over the
 * new unit (10 000 × old close / ex-close, as SSE adjusts) and the name marked "A".
 */
export function adjustedPair(
  chains: readonly Security[],
  underlying: string,
  unit: number,
): Security[] {
  const chain = chains.filter((s) => s.derivative?.underlying === underlying && s.type === 9);
  const first = chain.map((s) => s.derivative?.expiry as string).sort()[0];
  const group = chain.filter((s) => s.derivative?.expiry === first);
  const strikes = [...new Set(group.map((s) => s.derivative?.strike as number))].sort(
    (a, b) => a - b,
  );
  const atm = strikes[Math.floor(strikes.length / 2)];
  const market = group[0]?.market;
  let seq =
    Math.max(
      0,
      ...chains.filter((s) => s.type === 9 && s.market === market).map((s) => Number(s.code)),
    ) + 1;
  return group
    .filter((s) => s.derivative?.strike === atm)
    .map((s) => {
      const d = s.derivative as NonNullable<Security['derivative']>;
      const strike = Number((((atm ?? 0) * 10_000) / unit).toFixed(3));
      const text = strikeText(s, d.strike as number);
      const name = `${s.name.slice(0, -text.length)}${strikeText(s, strike)}A`;
      return {
        ...s,
        code: String(seq++),
        name,
        pinyin: `${(s.pinyin ?? '').slice(0, -text.length)}${strikeText(s, strike)}A`,
        derivative: { ...d, multiplier: unit, strike },
      };
    });
}
