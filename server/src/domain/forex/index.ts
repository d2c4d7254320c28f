export { forex, forexSession } from './forex-class';
export { fillForex, forexBuyFreeze } from './book';
export * from './rules';
export * from './opening';
