export * from './domain';
export * from './portal';
export * from './format';
export * from './validate';
