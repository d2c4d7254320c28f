// The public door of this feature: other features and the server import it from here only
// (eslint refuses deep imports across features; a test kit is the exception).
export * from './training-replay.feature';
