export * from './limits';
export * from './patterns';
export * from './registration';
export * from './login';
export * from './dynamic-form';
