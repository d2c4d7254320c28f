import type { Bar } from './types';

/** Column store of one security's daily bars (typed arrays: memory stays small). */
export class Series {
  open = new Float64Array(64);
  high = new Float64Array(64);
  low = new Float64Array(64);
  close = new Float64Array(64);
  volume = new Float64Array(64);
  amount = new Float64Array(64);
  length = 0;

  push(b: Omit<Bar, 'time'>): void {
    if (this.length === this.open.length) {
      for (const key of ['open', 'high', 'low', 'close', 'volume', 'amount'] as const) {
        const grown = new Float64Array(this.length * 2);
        grown.set(this[key]);
        this[key] = grown;
      }
    }
    const i = this.length;
    this.open[i] = b.open;
    this.high[i] = b.high;
    this.low[i] = b.low;
    this.close[i] = b.close;
    this.volume[i] = b.volume;
    this.amount[i] = b.amount;
    this.length += 1;
  }
}
