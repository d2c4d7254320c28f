export * from './create-app-store';
export * from './app-store';
export * from './store-provider';
export * from './use-injected';
