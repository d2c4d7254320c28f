export { checkQuantity, fillStep, ORDER_SIZE_RULES, type OrderSizeRule } from './lot';
export { checkTick } from './tick';
export { checkBand, checkLocked } from './price-limit';
export { DEFAULT_FEES, FEE_APPLICABILITY, orderFeeTotal, type FeeSchedule } from './fees';
export { sessionRule, SESSION_RULES, type SessionRule } from './sessions';
export { sellableOnBuy } from './settlement';
