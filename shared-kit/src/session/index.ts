export * from './session-types';
export * from './session-user';
export * from './session-keys';
export { EMPTY_SESSION, createMemoryStorage } from './session-persistence';
export * from './session-store';
export * from './use-session';
export * from './order-confirm';
export * from './home-area';
