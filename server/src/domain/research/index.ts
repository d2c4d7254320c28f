/** Research: seeded fundamentals, screener indicators and screens, and the backtest engine (pure). */
export * from './types';
export { CONCEPTS, CONCEPT_BASE, companyTraits, type CompanyTraits } from './company-traits';
export {
  MAX_QUARTERS,
  fundamentalsOf,
  quarterDates,
  quarterOf,
  reportedQuarters,
  seededDividends,
} from './fundamentals';
export { topHolders } from './holders';
export * from './indicators';
export { CompanyTimeline, type PriceSeries } from './company-timeline';
export * from './screen';
export * from './backtest';
export * from './backtest-types';
export * from './fundamentals-csv';
