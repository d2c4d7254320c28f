import type { BreedView } from '@portal/shared-kit/domain';
import type { ContestRiskRules } from './risk-rules';

/** One benchmark choice of a contest (spec §3 "Index set"). */
export interface IndexSet {
  proportionValue: number;
  subjectIndexTypeID: number;
  subjectIndexName: string;
  commodityCode: string;
  showOrder: number;
  market: string;
  isChoiced: boolean;
}

/**
 * One scored ranking index (spec §3 "Ranking index"). `indexValue` names the metric column
 * (e.g. "TotalYield", "SharpIndex"), `standardValue` is the value that earns the full weight,
 * `standardPrecent` the weight in percent of matchTotalPoints; rankingIndexTypeID 1 means higher
 * is better, 2 lower is better (drawdown, volatility, tracking error).
 */
export interface RankingIndex {
  rankingIndexID: number;
  rankingIndexName: string;
  indexValue: string;
  standardValue: number;
  standardPrecent: number;
  showOrder: number;
  rankingIndexTypeID: number;
}

/** Ranking params of spec §3. noLoginTime is in days. */
export interface RankingParams {
  isWeek: boolean;
  isMonth: boolean;
  isQuarter: boolean;
  isHalfYear: boolean;
  isYear: boolean;
  noLoginTime: number;
  /** Whether traders without a sign-in within noLoginTime days still take part in rankings. */
  isNoLoginActRanking: boolean;
  /** Whether traders who never traded still take part in rankings. */
  isNoTrandActRanking: boolean;
  matchTotalPoints: number;
}

/** Initial funds per currency (spec §3 matchInItFundSets); currency 1 CNY, 2 HKD, 3 USD. */
export interface InitFundSet {
  currencyType: number;
  initFund: number;
}

/** A ranking column with its show flag and Chinese label. */
export interface RankingShowColumn {
  field: string;
  label: string;
  isShow: boolean;
}

/** Everything configurable about a contest beyond its basis info. */
export interface ContestSettings {
  breedViews: BreedView[];
  indexSets: IndexSet[];
  rankingIndexs: RankingIndex[];
  rankingParams: RankingParams;
  rankingShowColumns: RankingShowColumn[];
  initFundSets: InitFundSet[];
  /** Codes a day-inner contest (type 4) allows, as symbols ("600000" or "600000.SSE"). */
  useCodes: string[];
  riskRules: ContestRiskRules;
}
