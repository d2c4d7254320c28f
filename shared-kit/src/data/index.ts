export * from './data-slice';
export * from './data-saga';
export * from './data-hooks';
