import { isCombineRecord, type MatchInfo } from './match';

/** Role-based default match ids of spec §9, used when configuration gives none. */
export const DEFAULT_MATCH_IDS = { SYNTHESIZE: 139, FOREX: 658 } as const;

/** tpTypeID of the foreign-exchange training project. */
export const FOREX_TP_TYPE_ID = 5;

/** Training info of the signed-in user (spec §3 "Train info"). */
export interface TrainInfo {
  trainType: number;
  tpTypeID: number;
}

/** Inputs of `selectDefaultMatch`. */
export interface MatchSelectionInput {
  trainInfo?: TrainInfo | null;
  matches: readonly MatchInfo[];
  /** Combines already mapped with `combineToMatch`; empty when trainType is 0. */
  combines: readonly MatchInfo[];
  /** The stored current match or combine id, if any. */
  storedId?: number | string | null;
  /** Whether the stored id is a combine's. */
  storedIsCombine?: boolean;
  /** Configured default ids; DEFAULT_MATCH_IDS fill the gaps. */
  configuredIds?: { synthesize?: number; forex?: number };
  /**
   * The running training's own account (its project's hidden contest, GetTrainingMatch), if any:
   * a training trades there, never in a contest (issue 33 item 6).
   */
  trainingMatch?: MatchInfo | null;
}

/** Combines are loaded only for users whose trainType is not 0 (spec §4). */
export function shouldLoadCombines(trainInfo?: TrainInfo | null): boolean {
  return !trainInfo || trainInfo.trainType !== 0;
}

/**
 * Picks the current match of spec §4 "Current match selection".
 * A running training's own account comes first (issue 33 item 6: the spec's training default
 * put a training's trades into the contest 139 or 658). Otherwise trainType 0 users get the forex default (tpTypeID 5) or the synthesize default, falling back to
 * the first match when that id is 1 or missing; everyone else keeps the stored match or combine
 * while it is still listed, otherwise the first of matches plus combines.
 */
export function selectDefaultMatch(input: MatchSelectionInput): MatchInfo | undefined {
  const { trainInfo, matches, combines } = input;
  if (input.trainingMatch) return input.trainingMatch;
  if (trainInfo && trainInfo.trainType === 0) {
    const ids = input.configuredIds ?? {};
    const id =
      trainInfo.tpTypeID === FOREX_TP_TYPE_ID
        ? (ids.forex ?? DEFAULT_MATCH_IDS.FOREX)
        : (ids.synthesize ?? DEFAULT_MATCH_IDS.SYNTHESIZE);
    const found = id === 1 ? undefined : matches.find((m) => Number(m.matchID) === id);
    return found ?? matches[0];
  }
  const all = [...matches, ...combines];
  if (input.storedId !== undefined && input.storedId !== null && input.storedId !== '') {
    const wanted = String(input.storedId);
    const kept = all.find(
      (m) => String(m.matchID) === wanted && isCombineRecord(m) === Boolean(input.storedIsCombine),
    );
    if (kept) return kept;
  }
  return all[0];
}

/** Market landing path per training project type id (spec §2), absolute. */
export const TRAINING_TYPE_LANDING_PATHS: Readonly<Record<number, string>> = {
  1: '/SHSZMarkets/index',
  2: '/SHSZMarkets/Fund',
  3: '/futures/index',
  4: '/StockOptions/index',
  5: '/ForeignExchange/ForeignExchange',
  6: '/SHSZMarkets/Bond',
  7: '/SHSZMarkets/index',
};

/** Landing path of a training project type; unknown ids land on the A-share market. */
export function landingPathForTrainingType(id: number): string {
  return TRAINING_TYPE_LANDING_PATHS[id] ?? '/SHSZMarkets/index';
}

/**
 * The trading page a contest of one market lands on after a switch (issue 28 item 6; spec §4 sent
 * type 2 to raceSummarize and type 4 to competitionFunds, which left students one menu click from
 * their ticket). Multi-market types (综合, 练习场) land on the main page, which lists them all.
 */
export const MATCH_TYPE_LANDING_PATHS: Readonly<Record<number, string>> = {
  2: '/ForeignExchange/ForeignExchange',
  3: '/MarginTrading/index',
  4: '/RotaryTradingDays',
  6: '/StockOptions/index',
  7: '/futures/index',
  8: '/financeFutures/index',
};

/** Where selecting a match sends the user: its trading page; undefined = the main page. */
export function pathAfterMatchSwitch(matchType: number): string | undefined {
  return MATCH_TYPE_LANDING_PATHS[matchType];
}
