// The public door of this feature: other features and the server import it from here only
// (eslint refuses deep imports across features; a test kit is the exception).
export * from './contest-input';
export * from './contest-record';
export * from './contest-services';
export * from './contests.feature';
export * from './contests.repository';
export * from './current-contest';
export * from './enrol.routes';
export * from './ports';
