import {
  averageLine,
  gradeTimeShar,
  timeSharPick,
  timeSharQuestions,
  type MinuteBar,
} from './timeshar';

const bar = (time: string, close: number, volume: number, high = close): MinuteBar => ({
  time: `2024-03-05 ${time}`,
  open: close,
  high,
  low: close,
  close,
  volume,
  amount: close * volume,
});

describe('TrainKCharTimeShar', () => {
  it('均价线 is cumulative amount over cumulative volume', () => {
    const bars = [bar('09:31', 10, 100), bar('09:32', 11, 300), bar('13:01', 12, 0)];
    expect(averageLine(bars)).toEqual([10, 10.75, 10.75]);
    expect(averageLine([bar('09:31', 10, 0)])).toEqual([10]);
  });

  it('answers the five questions from the bars and the previous close', () => {
    // Opens 10.2 over 10: gap up; high 11 in the afternoon; closes 10.1 under its average.
    const day = [
      { ...bar('09:31', 10.4, 1000), open: 10.2 },
      bar('11:30', 10.6, 500),
      bar('13:01', 10.9, 100, 11),
      bar('15:00', 10.1, 100),
    ];
    const qs = timeSharQuestions(day, 10);
    expect(qs.map((q) => q.options[q.answer])).toEqual(['下方', '下午', '高开', '否', '上午']);
    // The near misses: flat open, close just above the open.
    const flat = timeSharQuestions([{ ...day[0]!, open: 10 }, ...day.slice(1)], 10);
    expect(flat[2]?.answer).toBe(2);
    const lower = timeSharQuestions([{ ...day[0]!, open: 10.09 }, ...day.slice(1)], 10.1);
    expect(lower[2]?.answer).toBe(1);
    expect(lower[3]?.answer).toBe(0);
    // 11:30 is the last morning minute: a high there is a morning high.
    const am = timeSharQuestions([day[0]!, bar('11:30', 10.6, 500, 12), ...day.slice(2)], 10);
    expect(am[1]?.answer).toBe(0);
  });

  it('draws the same day for a seed, never the first day; grades 20 points a question', () => {
    expect(timeSharPick(9, 40, 300)).toEqual(timeSharPick(9, 40, 300));
    for (let s = 1; s < 200; s += 1) expect(timeSharPick(s, 40, 2).day).toBe(1);
    const qs = timeSharQuestions([bar('09:31', 10, 100), bar('14:00', 11, 50)], 10);
    const right = qs.map((q) => q.answer);
    expect(gradeTimeShar(qs, right).score).toBe(100);
    const graded = gradeTimeShar(qs, [right[0]!, -1, -1, -1, -1]);
    expect(graded.score).toBe(20);
    expect(graded.results[1]).toEqual({ correct: false, answer: '下午' });
  });
});
