/** The pure exchange: rule tables, validation, matching and the account ledger. */
export * from './types';
export * from './asset-class';
export * from './money';
export * from './result';
export * from './rules';
export * from './validate';
export * from './matching';
export * from './ledger';
export * from './corporate-actions';
export * from './nav';
export * from './burst';
export * from './permission';
export * from './transfer';
export * from './max-volume';
