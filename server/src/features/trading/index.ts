// The public door of this feature: other features and the server import it from here only
// (eslint refuses deep imports across features; a test kit is the exception).
export * from './access';
export * from './accounts.repository';
export * from './asset-views';
export * from './engine-core';
export * from './export-sheets';
export * from './journal-guard';
export * from './market-control';
export * from './market-port';
export * from './max-volume';
export * from './order-gate';
export * from './query.repository';
export * from './query.routes';
export * from './rows';
export * from './settings';
export * from './trade.routes';
export * from './trading-service';
export * from './trading.feature';
export * from './valuation';
export * from './views';
export * from './working-orders';
