/** Seeded pseudo-random numbers: the same seed and key give the same market on every machine. */

/**
 * Math as a module binding: in a vm context (Jest's test environment) every read of a global goes
 * through the context's interceptor, 10-100x a local read, and these loops run millions of times.
 */
const { Math } = globalThis;

/** FNV-1a over the parts, mixed with the seed: a stable 32-bit key per (seed, symbol, date…). */
export function hashKey(seed: number, ...parts: Array<string | number>): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (const part of parts) {
    const s = typeof part === 'string' ? part : `${part}`;
    for (let i = 0; i < s.length; i += 1) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    h ^= 0x7c;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A small, fast generator (mulberry32) with uniform and normal draws. */
export class Rng {
  private state: number;
  private spare: number | null = null;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Standard normal (Box–Muller, caching the second value). */
  normal(): number {
    if (this.spare !== null) {
      const s = this.spare;
      this.spare = null;
      return s;
    }
    let u = this.next();
    while (u <= 1e-12) u = this.next();
    const v = this.next();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
}

/** Generator keyed by seed and parts. */
export function rngFor(seed: number, ...parts: Array<string | number>): Rng {
  return new Rng(hashKey(seed, ...parts));
}
