import { http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';

/** A candle of a K-line exercise (constructed series and history alike carry no dates). */
export interface Candle {
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface TellQuiz {
  seed: number;
  questions: {
    index: number;
    bars: Candle[];
    options: string[];
  }[];
}

/**
 * What a submit tells of the student's attempts of a quiz number: every result carries the
 * score; each question's result and the key come back only with the final counted attempt.
 */
export interface AttemptInfo {
  attempt?: number;
  /** Counted attempts of the rule (1: the first counts). */
  attempts?: number;
  counted?: boolean;
  final?: boolean;
  /** Best score of the counted attempts. */
  countedScore?: number;
}

export interface TellResult extends AttemptInfo {
  score: number;
  results: { correct: boolean; answer: string }[];
}

/** GET /VETrain/KChart/TellQuiz */
export const tellQuiz = (a: { seed?: number }) =>
  http.call<TellQuiz>({ method: 'GET', url: `${TRAINING_API}/KChart/TellQuiz`, params: a });

/** POST /VETrain/KChart/TellSubmit */
export const tellSubmit = (a: { seed: number; answers: number[] }) =>
  http.call<TellResult>({ method: 'POST', url: `${TRAINING_API}/KChart/TellSubmit`, data: a });

/** A pattern explained on TrainKChartInfo, with the index range of its candles. */
export interface PatternExample {
  id: string;
  name: string;
  bars: Candle[];
  from: number;
  to: number;
}

/** GET /VETrain/KChart/Examples */
export const kchartExamples = (a: { seed?: number }) =>
  http.call<{ seed: number; examples: PatternExample[] }>({
    method: 'GET',
    url: `${TRAINING_API}/KChart/Examples`,
    params: a,
  });

export type LabelKind = 'pattern' | 'support' | 'resistance';

export interface LabelQuiz {
  seed: number;
  questions: { index: number; kind: LabelKind; prompt: string; bars: Candle[] }[];
}

export interface LabelResult extends AttemptInfo {
  score: number;
  results: { correct: boolean; key: { bars: number[] } | { price: number } }[];
}

/** GET /VETrain/KChart/LabelQuiz */
export const labelQuiz = (a: { seed?: number }) =>
  http.call<LabelQuiz>({ method: 'GET', url: `${TRAINING_API}/KChart/LabelQuiz`, params: a });

/** POST /VETrain/KChart/LabelSubmit: marks are bar indices (patterns) or prices (levels). */
export const labelSubmit = (a: { seed: number; marks: number[] }) =>
  http.call<LabelResult>({ method: 'POST', url: `${TRAINING_API}/KChart/LabelSubmit`, data: a });

export interface DiscQuiz {
  seed: number;
  questions: { index: number; patternName: string; bars: Candle[]; options: string[] }[];
}

export interface DiscResult extends AttemptInfo {
  score: number;
  results: { correct: boolean; answer: string; after: Candle[] }[];
  /** Where each chart came from (with the final attempt). */
  sources?: { code: string; name: string; from: string; to: string }[];
}

/** GET /VETrain/KChart/DiscQuiz */
export const discQuiz = (a: { seed?: number }) =>
  http.call<DiscQuiz>({ method: 'GET', url: `${TRAINING_API}/KChart/DiscQuiz`, params: a });

/** POST /VETrain/KChart/DiscSubmit */
export const discSubmit = (a: { seed: number; answers: number[] }) =>
  http.call<DiscResult>({ method: 'POST', url: `${TRAINING_API}/KChart/DiscSubmit`, data: a });

export interface KChartScore {
  scoreID: number;
  userName: string;
  tool: 'tell' | 'label' | 'disc' | 'histrade' | 'timeshar';
  seed: number;
  score: number;
  attempt?: number;
  counted?: boolean;
  createTime: string;
}

/** GET /VETrain/KChart/SearchScores */
export const kchartScores = () =>
  http.call<KChartScore[]>({ method: 'GET', url: `${TRAINING_API}/KChart/SearchScores` });

/** One student's skill-tool results. */
export interface SkillSummary {
  userID: number;
  userName: string;
  realName: string;
  replays: number;
  /** Average excess over buy-and-hold of the finished replays, %. */
  replayExcess: number | null;
  tellCount: number;
  tellAvg: number | null;
  labelCount: number;
  labelAvg: number | null;
  discCount: number;
  discAvg: number | null;
  histradeCount: number;
  histradeAvg: number | null;
  timesharCount: number;
  timesharAvg: number | null;
}

/** GET /VETrain/KChart/SkillSummary */
export const skillSummary = () =>
  http.call<SkillSummary[]>({ method: 'GET', url: `${TRAINING_API}/KChart/SkillSummary` });
