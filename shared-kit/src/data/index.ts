export * from './http-base-query';
export * from './op-registry';
export * from './portal-api';
export * from './data-hooks';
export * from './push-bridge';
