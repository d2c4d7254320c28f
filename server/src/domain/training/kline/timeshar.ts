import { rngFor } from '../../market/prng';

/** A 1-minute bar of a past day; `time` is `YYYY-MM-DD HH:mm`, Beijing time. */
export interface MinuteBar {
  time: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  amount: number;
}

export interface TimeSharQuestion {
  prompt: string;
  options: string[];
  answer: number;
}

/** The morning session ends at 11:30; a bar stamped later belongs to the afternoon. */
const isMorning = (b: MinuteBar) => b.time.slice(11) <= '11:30';

/** 均价线: cumulative amount / cumulative volume at each minute (the last price before any volume). */
export function averageLine(bars: MinuteBar[]): number[] {
  let amount = 0;
  let volume = 0;
  return bars.map((b) => {
    amount += b.amount;
    volume += b.volume;
    return volume > 0 ? Math.round((amount / volume) * 1000) / 1000 : b.close;
  });
}

/** Stock and day of a seed among `stocks` × `days` (day 0 has no previous close: never drawn). */
export function timeSharPick(seed: number, stocks: number, days: number) {
  const rng = rngFor(seed, 'kchart-timeshar');
  return { stock: rng.int(0, stocks - 1), day: rng.int(1, days - 1) };
}

/** The five questions of a day, answered from its minute bars and the previous close. */
export function timeSharQuestions(bars: MinuteBar[], prevClose: number): TimeSharQuestion[] {
  const first = bars[0] as MinuteBar;
  const last = bars[bars.length - 1] as MinuteBar;
  const avg = averageLine(bars);
  const top = bars.reduce((m, b) => (b.high > m.high ? b : m), first);
  const volumeOf = (morning: boolean) =>
    bars.filter((b) => isMorning(b) === morning).reduce((s, b) => s + b.volume, 0);
  const gap = first.open > prevClose ? 0 : first.open < prevClose ? 1 : 2;
  return [
    {
      prompt: '收盘时，最新价在均价线的上方还是下方？',
      options: ['上方', '下方'],
      answer: last.close >= (avg[avg.length - 1] as number) ? 0 : 1,
    },
    {
      prompt: '全天最高价出现在上午还是下午？',
      options: ['上午', '下午'],
      answer: isMorning(top) ? 0 : 1,
    },
    {
      prompt: `开盘价相对昨收（${prevClose.toFixed(2)}）是？`,
      options: ['高开', '低开', '平开'],
      answer: gap,
    },
    {
      prompt: '收盘价是否高于开盘价？',
      options: ['是', '否'],
      answer: last.close > first.open ? 0 : 1,
    },
    {
      prompt: '上午和下午，哪个时段的成交量更大？',
      options: ['上午', '下午'],
      answer: volumeOf(true) >= volumeOf(false) ? 0 : 1,
    },
  ];
}

/** 20 points a question (−1: unanswered); the right answers come back. */
export function gradeTimeShar(questions: TimeSharQuestion[], answers: number[]) {
  const results = questions.map((q, i) => ({
    correct: answers[i] === q.answer,
    answer: q.options[q.answer] as string,
  }));
  const right = results.filter((r) => r.correct).length;
  return { score: questions.length ? Math.round((right * 100) / questions.length) : 0, results };
}
