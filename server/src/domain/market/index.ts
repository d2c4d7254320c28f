/** The simulated market's public door: the exchange, routes and the hub import from here. */
export * from './types';
export {
  BOARD_RULES,
  LIMIT_ROUNDING,
  priceLimits,
  roundToTick,
  tickAt,
  hkTick,
  tickDecimals,
} from './rules';
export {
  TradingCalendar,
  STEPS_PER_DAY,
  STEPS_PER_MINUTE,
  SESSION_MINUTES,
  sessionAt,
  stepClock,
} from './calendar';
export {
  MarketClock,
  shanghaiParts,
  type ClockMode,
  type ClockOptions,
  type MarketTime,
  type RolloverEvent,
} from './clock';
export {
  demoStepStart,
  nextStepTarget,
  stepAtSecond,
  MAX_JUMP_DAYS,
  type ClockTarget,
} from './clock-target';
export { SimulatedMarket, type MarketOptions } from './market';
export { buildUniverse } from './universe';
export { searchSecurities, typesForSearch, MAX_SEARCH_LIMIT, type SearchOptions } from './search';
export { parseDailyCsv, type CsvImportResult, type CsvRowError } from './csv-import';
export { aggregate, aggregateByPeriod, minuteLabel } from './bars';
export { blackScholes, smileVol } from './black-scholes';
export { pinyinAbbr } from './pinyin';
export { HISTORY_EPOCH } from './daily-history';
export { newSecurity, type NewSecuritySpec } from './new-security';
export { INDEX_MEMBERS } from './universe/index-members';
export {
  SCENARIO_KIND_NAMES,
  SCENARIO_LIMITS,
  effectiveKnot,
  type PriceScenario,
  type PriceScenarioKind,
  type ScenarioKind,
} from './scenario';
