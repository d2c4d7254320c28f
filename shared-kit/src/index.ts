export * from './domain';
export * from './portal';
