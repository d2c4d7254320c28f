import { Type, type Static } from '@sinclair/typebox';
import type { BreedView } from '@portal/shared-kit/domain';
import {
  allowedBreedIds,
  breedTree,
  CONTEST_TEXT as T,
  defaultBreedIds,
  rankingShowColumns,
  scheduleProblem,
  type ContestRiskRules,
  type IndexSet,
  type InitFundSet,
  type RankingIndex,
  type RankingParams,
} from '../../domain/contests';
import { badRequest } from '../../http/app-error';
import type { ContestRecord } from './contest-record';

const loose = Type.Object({}, { additionalProperties: true });
const list = (maxItems: number) => Type.Optional(Type.Array(loose, { maxItems }));
const time = Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()]));

/** matchBasisInfo fields an admin may set (spec §3); every one optional on update. */
export const basisSchema = Type.Object(
  {
    matchName: Type.Optional(Type.String({ maxLength: 100 })),
    matchType: Type.Optional(Type.Integer({ minimum: 0, maximum: 8 })),
    organizer: Type.Optional(Type.String({ maxLength: 100 })),
    initialRMB: Type.Optional(Type.Number()),
    initialUSD: Type.Optional(Type.Number()),
    initialHKD: Type.Optional(Type.Number()),
    registrationStartTime: time,
    registrationEndTime: time,
    startTime: time,
    endTime: time,
    isAllowLogin: Type.Optional(Type.Boolean()),
    matchRule: Type.Optional(Type.String({ maxLength: 20_000 })),
    maxTraders: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    isAsyncMainPlatform: Type.Optional(Type.Boolean()),
    matchCommand: Type.Optional(Type.String({ maxLength: 50 })),
    noRiskInterestRates: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    marketIndustryReturnIndexID: Type.Optional(Type.String({ maxLength: 30 })),
    quoteType: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
    initUSExchangeRate: Type.Optional(Type.Number({ minimum: 0 })),
    initHKExchangeRate: Type.Optional(Type.Number({ minimum: 0 })),
    customerID: Type.Optional(Type.Integer({ minimum: 0 })),
    isTopMatch: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);

/** The body of AddMatch / UpdateMatch. */
export const contestInputSchema = Type.Object({
  matchID: Type.Optional(Type.Integer({ minimum: 1 })),
  matchType: Type.Optional(Type.Integer({ minimum: 0, maximum: 8 })),
  matchBasisInfo: Type.Optional(basisSchema),
  allowedBreedIDs: Type.Optional(Type.Array(Type.Integer(), { maxItems: 100 })),
  matchBreedViews: list(100),
  matchUseCodes: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 2000 })),
  matchIndexTypeSetView: list(100),
  matchRankingIndexs: list(100),
  rankingParams: Type.Optional(loose),
  rankingShowColumns: list(100),
  matchInItFundSets: list(10),
  riskRules: Type.Optional(loose),
  managerIDs: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100 })),
});
export type ContestInput = Static<typeof contestInputSchema>;

/** ISO text; a time without zone is Beijing time (the portal's wall clock). */
function parseTime(v: string | null | undefined, fallback: Date): Date {
  if (v === undefined || v === null || v === '') return fallback;
  const text = v.includes('T') || v.includes('Z') ? v : v.replace(' ', 'T');
  const zoned = /[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}+08:00`;
  const d = new Date(zoned);
  if (Number.isNaN(d.getTime())) throw badRequest(T.BAD_SCHEDULE);
  return d;
}

const codeList = (codes: readonly string[]): string[] => [
  ...new Set(codes.map((c) => c.trim().toUpperCase()).filter(Boolean)),
];

/** The contest's markets as a sorted id list (a parent counts with its children). */
const marketsOf = (c: ContestRecord): string =>
  allowedBreedIds(c.settings.breedViews)
    .sort((a, b) => a - b)
    .join(',');

/**
 * Whether an edit changes what freezes at the contest's first trade: type, registration start,
 * start time, initial funds or markets. The form sends every field on each save, so values are
 * compared, not the fields present.
 */
export function changesLocked(before: ContestRecord, after: ContestRecord): boolean {
  return (
    before.matchType !== after.matchType ||
    before.initialRMB !== after.initialRMB ||
    before.initialHKD !== after.initialHKD ||
    before.initialUSD !== after.initialUSD ||
    before.registrationStartTime.getTime() !== after.registrationStartTime.getTime() ||
    before.startTime.getTime() !== after.startTime.getTime() ||
    marketsOf(before) !== marketsOf(after)
  );
}

/**
 * Applies an admin's input to a contest record and validates the result.
 * @throws 400 with the Chinese reason when the contest would be inconsistent.
 */
export function applyContestInput(base: ContestRecord, input: ContestInput): ContestRecord {
  const b = input.matchBasisInfo ?? {};
  const c: ContestRecord = { ...base, settings: { ...base.settings } };
  const set = <K extends keyof ContestRecord>(k: K, v: ContestRecord[K] | undefined): void => {
    if (v !== undefined) c[k] = v;
  };
  set('matchType', input.matchType ?? b.matchType);
  set('matchName', b.matchName?.trim());
  set('organizer', b.organizer);
  set('initialRMB', b.initialRMB);
  set('initialUSD', b.initialUSD);
  set('initialHKD', b.initialHKD);
  c.registrationStartTime = parseTime(b.registrationStartTime, c.registrationStartTime);
  c.registrationEndTime = parseTime(b.registrationEndTime, c.registrationEndTime);
  c.startTime = parseTime(b.startTime, c.startTime);
  c.endTime = parseTime(b.endTime, c.endTime);
  for (const k of [
    'isAllowLogin',
    'matchRule',
    'maxTraders',
    'isAsyncMainPlatform',
    'matchCommand',
    'noRiskInterestRates',
    'marketIndustryReturnIndexID',
    'quoteType',
    'initUSExchangeRate',
    'initHKExchangeRate',
    'customerID',
    'isTopMatch',
  ] as const) {
    set(k, (b as Partial<ContestRecord>)[k]);
  }
  c.matchCommand = c.matchCommand.trim();
  const s = c.settings;
  if (input.allowedBreedIDs) s.breedViews = breedTree(input.allowedBreedIDs);
  else if (input.matchBreedViews)
    s.breedViews = breedTree(allowedBreedIds(input.matchBreedViews as unknown as BreedView[]));
  // A new type without markets named takes that type's default markets.
  else if (c.matchType !== base.matchType) s.breedViews = breedTree(defaultBreedIds(c.matchType));
  if (input.matchUseCodes) s.useCodes = codeList(input.matchUseCodes);
  if (input.matchIndexTypeSetView)
    s.indexSets = input.matchIndexTypeSetView as unknown as IndexSet[];
  if (input.matchRankingIndexs)
    s.rankingIndexs = input.matchRankingIndexs as unknown as RankingIndex[];
  if (input.rankingParams)
    s.rankingParams = { ...s.rankingParams, ...(input.rankingParams as Partial<RankingParams>) };
  if (input.rankingShowColumns) {
    const flags = input.rankingShowColumns as { field?: string; isShow?: boolean }[];
    s.rankingShowColumns = rankingShowColumns(
      Object.fromEntries(flags.map((f) => [String(f.field), Boolean(f.isShow)])),
    );
  }
  if (input.riskRules) s.riskRules = { ...(input.riskRules as ContestRiskRules) };
  const funds = (input.matchInItFundSets as unknown as InitFundSet[] | undefined) ?? [
    { currencyType: 1, initFund: c.initialRMB },
    { currencyType: 2, initFund: c.initialHKD },
    { currencyType: 3, initFund: c.initialUSD },
  ];
  s.initFundSets = funds.map((f) => ({
    currencyType: Number(f.currencyType),
    initFund: Number(f.initFund),
  }));
  const fund = (t: number) => s.initFundSets.find((f) => f.currencyType === t)?.initFund;
  c.initialRMB = fund(1) ?? c.initialRMB;
  c.initialHKD = fund(2) ?? c.initialHKD;
  c.initialUSD = fund(3) ?? c.initialUSD;
  const chosen = s.indexSets.find((x) => x.isChoiced);
  if (!b.marketIndustryReturnIndexID && chosen && input.matchIndexTypeSetView) {
    c.marketIndustryReturnIndexID = `${chosen.commodityCode}.${chosen.market}`;
  }
  validate(c);
  return c;
}

function validate(c: ContestRecord): void {
  if (!c.matchName) throw badRequest(T.NAME_REQUIRED);
  if (!Number.isInteger(c.matchType) || c.matchType < 0 || c.matchType > 8)
    throw badRequest(T.BAD_TYPE);
  if ([c.initialRMB, c.initialUSD, c.initialHKD].some((f) => !(f >= 0)))
    throw badRequest(T.BAD_FUNDS);
  const problem = scheduleProblem(c);
  if (problem) throw badRequest(problem);
  if (c.matchType === 4 && c.settings.useCodes.length === 0) throw badRequest(T.USE_CODES_REQUIRED);
}
