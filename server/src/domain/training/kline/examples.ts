import { rngFor } from '../../market/prng';
import { detect, PATTERNS, type Candle, type PatternId } from './patterns';
import { ENDINGS, lastClose, leadDrift, walk } from './series';

/** One explained pattern of TrainKChartInfo: a constructed chart and where the pattern sits. */
export interface PatternExample {
  id: PatternId;
  name: string;
  bars: Candle[];
  /** First and last index of the pattern's candles. */
  from: number;
  to: number;
}

const BEARISH: readonly PatternId[] = [
  'bearishEngulfing',
  'hangingMan',
  'eveningStar',
  'threeCrows',
];

/** An example chart of each pattern for a seed: a fall into the pattern and a few candles after. */
export function patternExamples(seed: number): PatternExample[] {
  return (Object.keys(PATTERNS) as PatternId[]).map((id) => {
    let bars: Candle[] = [];
    let to = 0;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const rng = rngFor(seed, 'kchart-info', id, attempt);
      const head = walk(rng, 15, 10 + rng.int(0, 40), leadDrift(id));
      const body = [...head, ...ENDINGS[id](lastClose(head))];
      to = body.length - 1;
      bars = [...body, ...walk(rng, 5, lastClose(body), BEARISH.includes(id) ? -0.006 : 0.024)];
      if (detect(body).join() === id) break;
    }
    const from = to + 1 - ENDINGS[id](1).length;
    return { id, name: PATTERNS[id], bars, from, to };
  });
}
