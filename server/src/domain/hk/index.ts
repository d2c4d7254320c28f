export { hk, hkBuyFreeze } from './hk-class';
export { fillHk } from './book';
export { HK_RULES, hkFeeItems, hkRules, toCny, type HkRules } from './rules';
