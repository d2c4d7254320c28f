/** A figure a lesson draws with Highcharts (see components/lesson-chart.tsx). */
export type LessonChartKind = 'kline' | 'order-book' | 'ma-cross' | 'profit-loss' | 'revenue';

/** One self-check question; `answer` is the index of the right option. */
export interface QuizItem {
  question: string;
  options: string[];
  answer: number;
  explain: string;
}

/** One section of a lesson. */
export interface LessonSection {
  heading: string;
  paragraphs: string[];
  /** A worked example on the simulator's own securities, step by step. */
  example?: { title: string; steps: string[] };
  chart?: LessonChartKind;
}

/** A knowledge lesson of spec §1. */
export interface Lesson {
  id: string;
  title: string;
  summary: string;
  /** The market page to practise on, and its link text. */
  practise: { path: string; label: string };
  sections: LessonSection[];
  quiz: QuizItem[];
}
