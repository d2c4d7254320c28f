/** End-to-end tests: the built portal served as `npm start` serves it, driven in headless Chromium. */
const path = require('node:path');

module.exports = {
  rootDir: path.resolve(__dirname),
  // Node's, flagging a failed test for the after-each guard's report (support/environment.cjs).
  testEnvironment: '<rootDir>/support/environment.cjs',
  testMatch: ['<rootDir>/**/*.e2e.test.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  // Fails a test whose pages logged a console error or warning (support/console-guard.ts).
  setupFilesAfterEnv: ['<rootDir>/support/console-guard.ts'],
  testTimeout: 60_000,
  maxWorkers: 1,
};
