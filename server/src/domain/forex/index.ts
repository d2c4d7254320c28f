export { forex, forexSession } from './forex-class';
export { fillForex, forexBuyFreeze } from './book';
export * from './rules';
export * from './opening';
export { forexMargin, isForexMarginEffect, validateForexMargin } from './margin-class';
export * from './margin-book';
export * from './margin-rules';
export * from './margin-settle';
export * from './live-rates';
