/**
 * The one list of shared singletons for every federated app (host and remotes alike), so exactly
 * one copy of each loads per page whatever the number of remotes. @ant-design/icons is left out on
 * purpose: icons hold no state, and sharing the package ships all of it (923 KiB, 181 KiB gzip)
 * where each app's bundle keeps only the icons it uses.
 */
const path = require('node:path');
const { antdFolders } = require('./antd-folders.cjs');
const { routerFacades } = require('./router-api.cjs');

const root = path.resolve(__dirname, '..', '..');
/** The package of an import path: 'redux-saga/effects' → 'redux-saga', '@scope/a/b' → '@scope/a'. */
const packageOf = (id) =>
  id
    .split('/')
    .slice(0, id.startsWith('@') ? 2 : 1)
    .join('/');
const versionOf = (id) =>
  require(require.resolve(`${packageOf(id)}/package.json`, { paths: [root] })).version;
/** A singleton share of `id` at its package's installed version. */
const singleton = (id) => {
  const version = versionOf(id);
  return { singleton: true, requiredVersion: `^${version}`, version };
};

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
  // The effects with the saga runtime they import (@redux-saga/core): one copy per page, not one per app.
  'redux-saga/effects',
  '@microsoft/signalr',
  'axios',
  // One dayjs: antd's pickers and the remotes' own date code share its locale and plugins.
  'dayjs',
  // One Highcharts: its modules (stock, accessibility) attach to the core loaded before them
  // (window._Highcharts), and a section opened from a page with a chart reuses the core.
  'highcharts',
  '@portal/shared-kit',
];

/**
 * React 19 sub-paths (react/jsx-runtime, react-dom/client …) must be shared too, see docs/design/toolchain.md;
 * Highcharts modules (highcharts/modules/stock …) with their core.
 */
const SUBPATH_SINGLETONS = ['react/', 'react-dom/', 'highcharts/'];

/**
 * Production: shared like the antd components they belong to, provided by the host and taken from it
 * alone. A remote's own fallback copy raced the host's: antd's DatePicker (from the host) and the
 * remote's date code each loaded a dayjs on the same page.
 */
const HOST_PROVIDED = ['dayjs', 'highcharts'];
/**
 * The Highcharts modules the remotes import, provided by the host with the core. Taken from the
 * host, they are among the shared modules a first route preloads when its remote's manifest
 * arrives (preload-shared.cjs), instead of a second wave after the remote's own chunks have run.
 * Any other sub-path is still shared by the 'highcharts/' prefix, from the remote that has it.
 */
const HOST_PROVIDED_SUBPATHS = [
  'highcharts/highstock',
  'highcharts/modules/stock',
  'highcharts/modules/accessibility',
  'highcharts/modules/map',
];

/**
 * Every singleton is provided whole by the shell (no build of the shell reads the remotes' sources,
 * so it cannot know which exports a remote built later will import): the redux stack, shared-kit …
 * each as its package builds it, antd as every component folder of the installed version (one
 * lazily loaded chunk each, antd-folders.cjs), react-router as its whole browser API (its server
 * side is left out and bundled by an app that imports it, router-api.cjs). A remote built alone,
 * later than the shell, finds whatever export it imports, and takes it from the one instance on
 * the page.
 * @param {object} [opts]
 * @param {boolean} [opts.perComponentAntd] production: antd shared per component folder
 * @param {boolean} [opts.host] the shell provides antd; remotes consume it without fallback
 */
function sharedDeps({ perComponentAntd = false, host = false } = {}) {
  // Production: provided by the host alone, the module at `request` (an absolute import path is
  // always included, used by the host's own code or not); remotes take the host's, never a copy.
  const fromHost = (id, request = id) => ({
    ...singleton(id),
    import: host ? require.resolve(request, { paths: [root] }) : false,
  });
  const shared = {};
  // Production: the router as its browser API, two facades over one copy (router-api.cjs).
  const facades = perComponentAntd ? routerFacades() : {};
  for (const pkg of SINGLETONS) {
    if (pkg === 'antd' && perComponentAntd) continue;
    if (facades[pkg]) shared[pkg] = fromHost(pkg, facades[pkg]);
    else
      shared[pkg] =
        perComponentAntd && HOST_PROVIDED.includes(pkg) ? fromHost(pkg) : singleton(pkg);
  }
  for (const key of SUBPATH_SINGLETONS) shared[key] = singleton(key);
  if (perComponentAntd) {
    for (const key of HOST_PROVIDED_SUBPATHS) shared[key] = fromHost(key);
    for (const folder of antdFolders())
      shared[`antd/es/${folder}`] = fromHost(`antd/es/${folder}`, `antd/es/${folder}/index.js`);
  }
  return shared;
}

module.exports = { sharedDeps, SINGLETONS };
