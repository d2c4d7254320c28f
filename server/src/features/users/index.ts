// The public door of this feature: other features and the server import it from here only
// (eslint refuses deep imports across features; a test kit is the exception).
export * from './user-admin.repository';
export * from './user-admin.service';
export * from './user-import';
export * from './users.feature';
