export * from './domain';
export * from './portal';
export * from './format';
export * from './validate';
export * from './http';
export * from './session';
export * from './realtime';
export * from './store';
