/**
 * The one list of shared singletons for every federated app (host and remotes alike), so exactly
 * one copy of each loads per page whatever the number of remotes. @ant-design/icons is left out on
 * purpose: icons hold no state, and sharing the package ships all of it (923 KiB, 181 KiB gzip)
 * where each app's bundle keeps only the icons it uses.
 */
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const versionOf = (pkg) =>
  require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'antd',
  'redux',
  '@reduxjs/toolkit',
  'react-redux',
  'redux-saga',
  '@microsoft/signalr',
  'axios',
  '@portal/shared-kit',
];

/** React 19 sub-paths (react/jsx-runtime, react-dom/client …) must be shared too, see toolchain.md. */
const SUBPATH_SINGLETONS = ['react/', 'react-dom/'];

function sharedDeps() {
  const shared = {};
  for (const pkg of SINGLETONS) {
    const version = versionOf(pkg);
    shared[pkg] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  for (const key of SUBPATH_SINGLETONS) {
    const version = versionOf(key.slice(0, -1));
    shared[key] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

module.exports = { sharedDeps, SINGLETONS };
