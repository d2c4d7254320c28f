export { margin } from './margin-class';
export * from './rules';
export { creditFigures, marginAvailable, type CreditFigures, type PricedHolding } from './account';
export { debtOf, contractValue, isOpenContract } from './holding';
export { creditLine, creditUsed, sideOfEffect } from './validate';
export { calendarDays, INTEREST_DAYS } from './settle';
export { creditKindOf, creditTotals, type CreditKind, type CreditTotals } from './credit-risk';
export { directRepay, directReturn, type DirectResult } from './direct';
