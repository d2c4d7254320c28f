/** Match (contest), combine (portfolio) and breed types of spec §3. */

/** Match types of the competition shell. */
export const MatchType = {
  UNSET: 0,
  COMPREHENSIVE: 1,
  FOREIGN_EXCHANGE: 2,
  MARGIN_TRADING: 3,
  DAY_INNER: 4,
  PRACTICE: 5,
  OPTIONS: 6,
  COMMODITY_FUTURES: 7,
  FINANCIAL_FUTURES: 8,
} as const;
export type MatchType = (typeof MatchType)[keyof typeof MatchType];

/** Breed types of a match's breed views. */
export const BreedType = {
  STOCK: 1,
  MARGIN: 2,
  INDIVIDUAL_OPTIONS: 3,
  FINANCIAL_FUTURES: 4,
  COMMODITY_FUTURES: 5,
  INDEX_OPTIONS: 9,
  COMMODITY_OPTIONS: 10,
  HK_STOCK: 11,
} as const;
export type BreedType = (typeof BreedType)[keyof typeof BreedType];

/** breedID of the Beijing exchange (bse) breed. */
export const BSE_BREED_ID = 30;

/** One breed a match allows; stock breeds carry fund/bond children. */
export interface BreedView {
  breedID: number;
  breedName: string;
  breedType: number;
  parentID: number;
  showName: string;
  isAllow: boolean;
  currencyType: number;
  childBreeds: BreedView[];
}

/** A market + security type pair a comprehensive match allows. */
export interface SecurityTypePermission {
  market: string;
  securityType: number;
}

/** A contest as the competition shell holds it (spec §3 "Match"). */
export interface MatchInfo {
  matchID: number;
  matchName: string;
  matchType: number;
  traderID?: string;
  msTraderID?: string;
  traderPWD?: string;
  traderState?: number;
  matchStartTime?: string;
  matchEndTime?: string;
  userID?: number;
  /** Symbols a day-inner match (type 4) allows. */
  matchUseCodes?: string[];
  isTrain?: boolean;
  /** Market/security type pairs a comprehensive match (type 1) allows. */
  securityTypes?: SecurityTypePermission[];
  matchBreedViews?: BreedView[];
  startDate?: number;
  /** Set only on records mapped from a combine. */
  combineID?: number;
  isTopMatch?: boolean;
  loginMatchTime?: string;
  /** Breed names of a combine joined with 、. */
  breadNameStr?: string;
}

/** A portfolio (spec §3 "Combine"). */
export interface CombineInfo {
  combineID: number;
  combineName: string;
  createTime: string;
  breadNameList: string[];
  isTopMatch?: boolean;
  loginTime?: string;
  matchName?: string;
}

/** Maps a combine to the match-like record the header switcher lists (type 1, startDate 0). */
export function combineToMatch(c: CombineInfo): MatchInfo {
  return {
    matchID: c.combineID,
    matchName: c.combineName,
    matchStartTime: c.createTime,
    startDate: 0,
    matchType: MatchType.COMPREHENSIVE,
    breadNameStr: (c.breadNameList ?? []).join('、'),
    combineID: c.combineID,
    isTopMatch: c.isTopMatch,
    loginMatchTime: c.loginTime,
  };
}

/** True for records that came from a combine. */
export function isCombineRecord(m: Pick<MatchInfo, 'combineID'>): boolean {
  return m.combineID !== undefined && m.combineID !== null;
}
