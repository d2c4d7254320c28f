import { rngFor } from '../../market/prng';
import {
  detect,
  discQuiz,
  gradeDisc,
  gradeLabel,
  labelHit,
  labelQuiz,
  occurrencesOf,
  outcomeOf,
  patternExamples,
  rangeSeries,
  supportResistance,
  type Candle,
} from '.';
import { ENDINGS, walk } from './series';

const flat = (p: number): Candle => ({ open: p, high: p * 1.003, low: p * 0.997, close: p });

describe('support and resistance', () => {
  it('finds the floor and ceiling of a constructed range', () => {
    for (let seed = 1; seed <= 30; seed += 1) {
      const bars = rangeSeries(rngFor(seed, 'sr'), 10, 11);
      const { support, resistance } = supportResistance(bars);
      expect(support?.price).toBeGreaterThan(9.9);
      expect(support?.price).toBeLessThan(10.1);
      expect(resistance?.price).toBeGreaterThan(10.9);
      expect(resistance?.price).toBeLessThan(11.1);
    }
  });
  it('finds none where lows were touched once only (a steady rise)', () => {
    const rise = Array.from({ length: 30 }, (_, i) => flat(10 + i * 0.1));
    expect(supportResistance(rise)).toEqual({ support: null, resistance: null });
  });
});

describe('TrainKChartLabel', () => {
  it('is the same for a seed; its keys are the detected answers; marks count within the tolerance', () => {
    const q = labelQuiz(5);
    expect(labelQuiz(5)).toEqual(q);
    expect(q.map((x) => x.kind).slice(0, 3)).toEqual(['pattern', 'support', 'resistance']);
    for (let seed = 1; seed <= 40; seed += 1)
      for (const x of labelQuiz(seed)) {
        if ('bars' in x.key) {
          expect(x.key.bars.length).toBeGreaterThan(0);
          expect(x.key.bars).toEqual(occurrencesOf(x.bars, x.pattern ?? 'doji'));
        } else expect(x.key.price).toBeGreaterThan(0);
      }
    const p = q[0];
    const at = p && 'bars' in p.key ? (p.key.bars[0] as number) : -1;
    expect(labelHit(p!, at + 1)).toBe(true);
    expect(labelHit(p!, at + 3)).toBe(false);
    const s = q[1]!;
    const level = 'price' in s.key ? s.key.price : 0;
    expect(labelHit(s, level * 1.01)).toBe(true);
    expect(labelHit(s, level * 1.03)).toBe(false);
    const graded = gradeLabel(q, [at, level, 0, 0, 0]);
    expect(graded.score).toBe(40);
    expect(graded.results[2]?.correct).toBe(false);
  });
});

describe('TrainKCharDisc', () => {
  it('judges up, down and sideways by the close five candles on', () => {
    expect(outcomeOf(10, 10.3)).toBe(0);
    expect(outcomeOf(10, 9.7)).toBe(1);
    expect(outcomeOf(10, 10.19)).toBe(2);
  });

  it('asks about patterns that occurred, grades against what really followed', () => {
    // A constructed "stored" series: a fall into a hammer, then a rise.
    const rng = rngFor(9, 'disc');
    const head = walk(rng, 40, 20);
    const p = head[head.length - 1]!.close;
    const series = [...head, ...ENDINGS.hammer(p), ...walk(rng, 10, p, 0.024)];
    const quiz = discQuiz(3, [series]);
    expect(discQuiz(3, [series])).toEqual(quiz);
    expect(quiz.length).toBeGreaterThan(0);
    for (const q of quiz) {
      expect(q.bars).toHaveLength(30);
      expect(q.after).toHaveLength(5);
      expect(detect(q.bars.slice(-10))).toEqual([q.pattern]);
    }
    const hammer = quiz.find((q) => q.pattern === 'hammer');
    expect(hammer?.answer).toBe(0);
    const graded = gradeDisc(
      quiz,
      quiz.map((q) => q.answer),
    );
    expect(graded.score).toBe(100);
    expect(
      gradeDisc(
        quiz,
        quiz.map((q) => (q.answer + 1) % 3),
      ).score,
    ).toBe(0);
    expect(discQuiz(3, [series.slice(0, 20)])).toEqual([]);
  });
});

describe('TrainKChartInfo examples', () => {
  it('shows each pattern where it says it is', () => {
    for (const ex of patternExamples(1)) {
      expect(detect(ex.bars.slice(0, ex.to + 1))).toContain(ex.id);
      expect(ex.bars.length).toBeGreaterThan(ex.to);
      expect(ex.to - ex.from).toBeLessThan(3);
    }
  });
});
