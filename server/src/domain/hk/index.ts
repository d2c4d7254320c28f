export { hk, hkBuyFreeze, hkPrice } from './hk-class';
export { fillHk } from './book';
export {
  HK_RULES,
  hkCommission,
  hkFeeItems,
  hkLevies,
  hkRateOf,
  hkRules,
  toCny,
  type HkRules,
} from './rules';
export { HKEX_HOLIDAYS, hkTradesOn, isHkTradingDay } from './calendar';
export {
  CAS_BAND,
  clockOf,
  HK_SESSION_NAMES,
  HK_SESSIONS,
  hkMinuteAtStep,
  hkSessionAt,
  hkSessionRule,
  hkStepAtMinute,
  type HkSession,
  type HkSessionRule,
} from './sessions';
export { hkQuoteInfo, type HkQuoteInfo } from './quote-info';
export { settleProceeds, T_PLUS_CASH, unsettledOf } from './settlement';
export { VCM_RULES, vcmAt, vcmBand, vcmMonitored, type VcmState } from './vcm';
