import { financialReports } from './financial-reports';
import { fundamentalAnalysis } from './fundamental-analysis';
import { klineBasics } from './kline-basics';
import type { Lesson } from './lesson-types';
import { marketClassification } from './market-classification';
import { orderBook } from './order-book';
import { profitLoss } from './profit-loss';
import { starBoardRules } from './star-board-rules';
import { technicalAnalysis } from './technical-analysis';
import { tradingRules } from './trading-rules';

/** The nine knowledge lessons of spec §1, in teaching order. */
export const LESSONS: readonly Lesson[] = [
  marketClassification,
  tradingRules,
  starBoardRules,
  profitLoss,
  klineBasics,
  orderBook,
  fundamentalAnalysis,
  financialReports,
  technicalAnalysis,
];

export type { Lesson, LessonChartKind, QuizItem } from './lesson-types';
