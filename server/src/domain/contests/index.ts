/** Pure contest logic: life cycle, breeds, ranking metrics and scores, risk rules. */
export * from './messages';
export * from './types';
export * from './state';
export * from './breeds';
export * from './metrics';
export * from './regression';
export * from './windows';
export * from './scores';
export * from './ranking';
export * from './risk-rules';
export * from './risk-context';
export * from './defaults';
export * from './board';
export * from './board-builder';
export * from './window-metrics';
export * from './forex-summary';
export * from './currency-rates';
