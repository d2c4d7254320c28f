import { outcomeOf, type Candle, type DiscQuestion } from '../kline';
import { disguiseOf, rebaseBar } from './disguise';

/**
 * A K线判断 set as the student sees it: each chart and its continuation rebased by a factor of
 * its own (drawn from the secret, the quiz number and the question), the answer judged on the
 * rebased closes (the series the student reads is the one graded).
 */
export function disguiseDisc(quiz: DiscQuestion[], secret: number, seed: number): DiscQuestion[] {
  return quiz.map((q, i) => {
    const d = disguiseOf(secret, 'disc', seed, i);
    const bars = q.bars.map((b) => rebaseBar(b, d));
    const after = q.after.map((b) => rebaseBar(b, d));
    const last = (xs: Candle[]) => (xs[xs.length - 1] as Candle).close;
    return { ...q, bars, after, answer: outcomeOf(last(bars), last(after)) };
  });
}
