// Test doubles for unit tests only ('@portal/shared-kit/testing'): an axios transport answering
// from a function, and an in-memory hub connection. Never imported by what the portal ships, so
// they stay out of every dist/ (the shared singleton '@portal/shared-kit' does not export them).
export * from './fake-adapter';
export * from './fake-hub-connection';
