export * from './section-frame';
export * from './security/security-info';
export * from './trading/quantity-rule';
export * from './trading/price-rule';
export * from './trading/fee-estimate';
export * from './clock/market-hours';
export * from './f9/f9-storage';
export * from './chart/moving-average';
