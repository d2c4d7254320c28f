export { options } from './options-class';
export * from './rules';
export * from './holding';
export { marginInputs, optionFreeze, shortMarginLi } from './validate';
export { greeks, impliedVol, type PricingInputs } from './greeks';
