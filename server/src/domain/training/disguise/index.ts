export * from './disguise';
export * from './parallel-history';
export * from './disguise-quiz';
