export * from './messages';
export * from './rules';
export * from './roles';
export * from './lockout';
export * from './verify-code';
export * from './rate-limiter';
export * from './qr-login';
export * from './account-expiry';
