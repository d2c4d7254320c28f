import { Type, type Static } from '@sinclair/typebox';
import { INDICATORS, type IndicatorId } from '../../domain/research';

/** An indicator id of GetIndexList. */
const indicatorId = () =>
  Type.Unsafe<IndicatorId>(Type.String({ enum: INDICATORS.map((d) => d.indexId), maxLength: 40 }));

/** A bound on an indicator: finite and far inside what any value reaches. */
const bound = () =>
  Type.Optional(Type.Union([Type.Number({ minimum: -1e12, maximum: 1e12 }), Type.Null()]));

/** One screener condition (range and/or top N of an indicator). */
export const conditionSchema = Type.Object({
  indexId: indicatorId(),
  min: bound(),
  max: bound(),
  top: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Null()])),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
});

const sortOrder = Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')]));
const sortBy = Type.Optional(indicatorId());

/** What a screen asks (Query) and what a scheme stores. */
export const screenFields = {
  conditions: Type.Array(conditionSchema, { maxItems: 20 }),
  plateIds: Type.Optional(
    Type.Array(Type.Integer({ minimum: 0, maximum: 100_000 }), { maxItems: 50 }),
  ),
  sortBy,
  sortOrder,
};

/** How a scheme trades in a backtest. */
export const tradingFields = {
  rebalanceDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 250 })),
  holdings: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  weighting: Type.Optional(Type.Union([Type.Literal('equal'), Type.Literal('marketCap')])),
};

export const schemeDefinitionSchema = Type.Object({ ...screenFields, ...tradingFields });
export type SchemeDefinition = Static<typeof schemeDefinitionSchema>;

const isoDate = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

/** Parameters of one backtest run. */
export const backtestSettingsSchema = Type.Object({
  startDate: Type.Optional(isoDate()),
  endDate: Type.Optional(isoDate()),
  initialCash: Type.Optional(Type.Number({ minimum: 10_000, maximum: 100_000_000 })),
  benchmark: Type.Optional(Type.String({ pattern: '^\\d{6}\\.(SSE|SZSE)$', maxLength: 12 })),
  ...tradingFields,
});
export type BacktestSettings = Static<typeof backtestSettingsSchema>;

/** Defaults of a backtest (market-rules.md fees; contest risk-free rate). */
export const BACKTEST_DEFAULTS = {
  initialCash: 1_000_000,
  rebalanceDays: 20,
  holdings: 10,
  weighting: 'equal' as const,
  benchmark: '000300.SSE',
  riskFreeAnnual: 0.015,
  /** Longest window: five years of trading days. */
  maxDays: 1260,
};
