export * from './number';
export * from './precision';
export * from './volume';
export * from './relative-time';
export * from './beijing-time';
