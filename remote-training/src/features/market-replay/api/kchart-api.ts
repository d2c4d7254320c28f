import { http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { ApiData, ApiItem } from '@portal/shared-kit/api-types';

export type TellQuiz = Pick<NonNullable<ApiData<'/VETrain/KChart/TellQuiz'>>, 'seed' | 'questions'>;

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

export type TellResult = Pick<
  NonNullable<ApiData<'/VETrain/KChart/TellSubmit'>>,
  keyof AttemptInfo | 'score' | 'results'
>;

/** GET /VETrain/KChart/TellQuiz */
export const tellQuiz = (a: { seed?: number }) =>
  http.call<TellQuiz>({ method: 'GET', url: `${TRAINING_API}/KChart/TellQuiz`, params: a });

/** POST /VETrain/KChart/TellSubmit */
export const tellSubmit = (a: { seed: number; answers: number[] }) =>
  http.call<TellResult>({ method: 'POST', url: `${TRAINING_API}/KChart/TellSubmit`, data: a });

/** Patterns explained on TrainKChartInfo, each with the index range of its candles. */
export type PatternExamples = Pick<ApiData<'/VETrain/KChart/Examples'>, 'seed' | 'examples'>;

/** A pattern explained on TrainKChartInfo (its candles carry no dates). */
export type PatternExample = PatternExamples['examples'][number];

/** GET /VETrain/KChart/Examples */
export const kchartExamples = (a: { seed?: number }) =>
  http.call<PatternExamples>({
    method: 'GET',
    url: `${TRAINING_API}/KChart/Examples`,
    params: a,
  });

export type LabelKind = 'pattern' | 'support' | 'resistance';

export type LabelQuiz = Pick<
  NonNullable<ApiData<'/VETrain/KChart/LabelQuiz'>>,
  'seed' | 'questions'
>;

export type LabelResult = Pick<
  NonNullable<ApiData<'/VETrain/KChart/LabelSubmit'>>,
  keyof AttemptInfo | 'score' | 'results'
>;

/** GET /VETrain/KChart/LabelQuiz */
export const labelQuiz = (a: { seed?: number }) =>
  http.call<LabelQuiz>({ method: 'GET', url: `${TRAINING_API}/KChart/LabelQuiz`, params: a });

/** POST /VETrain/KChart/LabelSubmit: marks are bar indices (patterns) or prices (levels). */
export const labelSubmit = (a: { seed: number; marks: number[] }) =>
  http.call<LabelResult>({ method: 'POST', url: `${TRAINING_API}/KChart/LabelSubmit`, data: a });

export type DiscQuiz = Pick<NonNullable<ApiData<'/VETrain/KChart/DiscQuiz'>>, 'seed' | 'questions'>;

export type DiscResult = Pick<
  NonNullable<ApiData<'/VETrain/KChart/DiscSubmit'>>,
  keyof AttemptInfo | 'score' | 'results' | 'sources'
>;

/** GET /VETrain/KChart/DiscQuiz */
export const discQuiz = (a: { seed?: number }) =>
  http.call<DiscQuiz>({ method: 'GET', url: `${TRAINING_API}/KChart/DiscQuiz`, params: a });

/** POST /VETrain/KChart/DiscSubmit */
export const discSubmit = (a: { seed: number; answers: number[] }) =>
  http.call<DiscResult>({ method: 'POST', url: `${TRAINING_API}/KChart/DiscSubmit`, data: a });

export type KChartScore = Pick<
  ApiItem<'/VETrain/KChart/SearchScores'>,
  'scoreID' | 'userName' | 'tool' | 'seed' | 'score' | 'attempt' | 'counted' | 'createTime'
>;

/** GET /VETrain/KChart/SearchScores */
export const kchartScores = () =>
  http.call<KChartScore[]>({ method: 'GET', url: `${TRAINING_API}/KChart/SearchScores` });

/** One student's skill-tool results. */
export type SkillSummary = Pick<
  ApiItem<'/VETrain/KChart/SkillSummary'>,
  | 'userID'
  | 'userName'
  | 'realName'
  | 'replays'
  | 'replayExcess'
  | 'tellCount'
  | 'tellAvg'
  | 'labelCount'
  | 'labelAvg'
  | 'discCount'
  | 'discAvg'
  | 'histradeCount'
  | 'histradeAvg'
  | 'timesharCount'
  | 'timesharAvg'
>;

/** GET /VETrain/KChart/SkillSummary */
export const skillSummary = () =>
  http.call<SkillSummary[]>({ method: 'GET', url: `${TRAINING_API}/KChart/SkillSummary` });
