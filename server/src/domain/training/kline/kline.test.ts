import { DETECTORS, detect, gradeTell, tellQuiz, type Candle } from '.';

const c = (open: number, high: number, low: number, close: number): Candle => ({
  open,
  high,
  low,
  close,
});
const fall = [12, 11.8, 11.5, 11.2, 11, 10.8].map((p) => c(p + 0.1, p + 0.2, p - 0.1, p));
const rise = [9.6, 9.8, 10, 10.2, 10.4, 10.6].map((p) => c(p - 0.1, p + 0.1, p - 0.2, p));

describe('K-line pattern detectors (constructed positive and near miss)', () => {
  it('doji', () => {
    expect(DETECTORS.doji([c(10, 10.5, 9.5, 10.05)])).toBe(true);
    expect(DETECTORS.doji([c(10, 10.5, 9.5, 10.2)])).toBe(false);
  });
  it('hammer after a fall', () => {
    expect(DETECTORS.hammer([...fall, c(10.6, 10.71, 10.2, 10.7)])).toBe(true);
    expect(DETECTORS.hammer([...fall, c(10.6, 10.71, 10.5, 10.7)])).toBe(false); // short lower shadow
  });
  it('bullish and bearish engulfing', () => {
    expect(DETECTORS.bullishEngulfing([c(10, 10.1, 9.7, 9.8), c(9.75, 10.2, 9.7, 10.1)])).toBe(
      true,
    );
    expect(DETECTORS.bullishEngulfing([c(10, 10.1, 9.7, 9.8), c(9.85, 10.2, 9.7, 10.1)])).toBe(
      false,
    );
    expect(DETECTORS.bearishEngulfing([c(9.8, 10.1, 9.7, 10), c(10.05, 10.1, 9.7, 9.75)])).toBe(
      true,
    );
    expect(DETECTORS.bearishEngulfing([c(9.8, 10.1, 9.7, 10), c(10.05, 10.1, 9.7, 9.85)])).toBe(
      false,
    );
  });
  it('three white soldiers', () => {
    const ok = [
      c(10, 10.22, 9.98, 10.2),
      c(10.15, 10.42, 10.13, 10.4),
      c(10.35, 10.62, 10.33, 10.6),
    ];
    expect(DETECTORS.threeSoldiers(ok)).toBe(true);
    expect(DETECTORS.threeSoldiers([...ok.slice(0, 2), c(10.35, 10.62, 10.33, 10.38)])).toBe(false);
  });
});

describe('top reversals and stars (constructed positive and near miss)', () => {
  it('hanging man after a rise, not after a fall', () => {
    expect(DETECTORS.hangingMan([...rise, c(10.7, 10.81, 10.3, 10.8)])).toBe(true);
    expect(DETECTORS.hangingMan([...fall, c(10.7, 10.81, 10.3, 10.8)])).toBe(false);
    expect(DETECTORS.hammer([...rise, c(10.7, 10.81, 10.3, 10.8)])).toBe(false);
  });
  it('morning and evening star', () => {
    const morning = [c(10, 10.03, 9.65, 9.7), c(9.55, 9.62, 9.5, 9.58), c(9.62, 10, 9.6, 9.95)];
    expect(DETECTORS.morningStar(morning)).toBe(true);
    // Third candle closes below the middle of the first.
    expect(DETECTORS.morningStar([...morning.slice(0, 2), c(9.62, 9.8, 9.6, 9.8)])).toBe(false);
    const evening = [
      c(10, 10.35, 9.97, 10.3),
      c(10.45, 10.5, 10.38, 10.42),
      c(10.38, 10.4, 10, 10.05),
    ];
    expect(DETECTORS.eveningStar(evening)).toBe(true);
    // A big middle body is no star.
    expect(DETECTORS.eveningStar([evening[0]!, c(10.6, 10.62, 10.3, 10.32), evening[2]!])).toBe(
      false,
    );
  });
  it('three black crows', () => {
    const ok = [c(10, 10.02, 9.78, 9.8), c(9.85, 9.87, 9.58, 9.6), c(9.65, 9.67, 9.38, 9.4)];
    expect(DETECTORS.threeCrows(ok)).toBe(true);
    expect(DETECTORS.threeCrows([...ok.slice(0, 2), c(9.65, 9.67, 9.38, 9.62)])).toBe(false);
  });
});

describe('TrainKChartTell quiz', () => {
  it('is the same for a seed, and each series ends in its keyed pattern', () => {
    const q = tellQuiz(42);
    expect(tellQuiz(42)).toEqual(q);
    expect(tellQuiz(43)).not.toEqual(q);
    const names = {
      doji: '十字星',
      hammer: '锤子线',
      bullishEngulfing: '看涨吞没',
      bearishEngulfing: '看跌吞没',
      threeSoldiers: '红三兵',
      hangingMan: '上吊线',
      morningStar: '早晨之星',
      eveningStar: '黄昏之星',
      threeCrows: '三只乌鸦',
    } as const;
    for (const x of q) expect(detect(x.bars).map((id) => names[id])).toContain(x.options[x.answer]);
    for (let seed = 1; seed <= 100; seed += 1)
      for (const x of tellQuiz(seed)) expect(detect(x.bars)).toHaveLength(1);
    const graded = gradeTell(
      q,
      q.map((x, i) => (i === 0 ? (x.answer + 1) % 5 : x.answer)),
    );
    expect(graded.score).toBe(80);
    expect(graded.results[0]?.correct).toBe(false);
  });
});
