// The public door of this feature: other features and the server import it from here only
// (eslint refuses deep imports across features; a test kit is the exception).
export * from './identity-services';
export * from './identity.routes';
export * from './password';
export * from './registration.service';
export * from './session.service';
export * from './sessions.repository';
export * from './user-view';
export * from './users.repository';
