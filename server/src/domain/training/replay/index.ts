export * from './replay-clock';
export * from './replay-account';
