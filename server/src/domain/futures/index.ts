export { futures } from './futures-class';
export * from './rules';
export * from './holding';
export { closableLots, openFreeze, todayTest } from './validate';
export * from './settlement-price';
export * from './sessions';
export { liquidateFutures, markedPrice } from './liquidation';
