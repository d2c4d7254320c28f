import './derivatives.css';

export * from './account-params';
export * from './format';
export * from './page-parts';
export * from './section-shell';
export * from './table-parts';
export * from './ticket-parts';
export * from './account-query';
export * from './use-quote-patch';
export * from './use-section-account';
export * from './use-live-price';
