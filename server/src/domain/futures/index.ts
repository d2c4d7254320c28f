export { futures } from './futures-class';
export * from './rules';
export * from './holding';
export { closableLots, openFreeze } from './validate';
