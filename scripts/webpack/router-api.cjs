/**
 * react-router is shared as its browser API: every export a single-page app running in the
 * browser can use (the routers, components, hooks and data helpers), read from the installed
 * package's own index, never from any app's sources. Left out are the exports of react-router's
 * server side, which a page in the browser has no use for and which made up 26 KiB gzip of the
 * 60 KiB the whole package put on every page: framework mode (a server build's <Links>, <Meta>,
 * <Scripts>, HydratedRouter, RSC), server rendering (static routers and handlers, the request
 * handler), cookie and session storage, the routes stub for tests, and the `UNSAFE_` internals.
 *
 * The shell provides 'react-router' and 'react-router-dom' as two facades over one copy of the
 * package (one router context per page). An app importing an export the facades leave out gets
 * its own copy of it (router-imports-loader.cjs): it holds none of the router's page state, so
 * the promise holds — a remote built later than the shell may import any export.
 */
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const pkgDir = path.dirname(require.resolve('react-router/package.json', { paths: [root] }));
/** The package's module entries ("import" condition of its exports map). */
const ENTRY = path.join(pkgDir, 'dist', 'development', 'index.mjs');
const DOM_ENTRY = path.join(pkgDir, 'dist', 'development', 'dom-export.mjs');

/** Exports of react-router's server side: not provided, an app that imports one has its own. */
const SERVER_SIDE = new Set([
  // framework mode (a server build renders the document and hydrates it)
  'Links',
  'Meta',
  'Scripts',
  'PrefetchPageLinks',
  'HydratedRouter',
  'ServerRouter',
  'unstable_RSCStaticRouter',
  'unstable_routeRSCServerRequest',
  'unstable_setDevServerHooks',
  // server rendering
  'StaticRouter',
  'StaticRouterProvider',
  'createStaticHandler',
  'createStaticRouter',
  'createRequestHandler',
  // cookies and sessions of a server
  'createCookie',
  'createCookieSessionStorage',
  'createMemorySessionStorage',
  'createSession',
  'createSessionStorage',
  'isCookie',
  'isSession',
  // the routes stub of unit tests
  'createRoutesStub',
]);

let names;
/** Every export of the installed react-router (its index's export list). */
function routerExports() {
  if (names) return names;
  const source = fs.readFileSync(ENTRY, 'utf8');
  const list = [...source.matchAll(/export \{([^}]*)\};/g)].pop()?.[1] ?? '';
  names = list
    .split(',')
    .map((s) =>
      s
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    )
    .filter(Boolean);
  if (!names.includes('createBrowserRouter'))
    throw new Error(`router-api: no export list found in ${ENTRY}`);
  return names;
}

/** Whether the shell's facades provide `name`. */
const provided = (name) => !SERVER_SIDE.has(name) && !name.startsWith('UNSAFE_');

/** The browser API: what the facades export (react-router-dom's RouterProvider is the DOM one). */
const browserApi = () => routerExports().filter(provided);

/**
 * The two facade modules, written to node_modules/.cache (content from the installed version):
 * the paths the shell provides 'react-router' and 'react-router-dom' from.
 */
function routerFacades() {
  const dir = path.join(root, 'node_modules', '.cache', 'portal-router');
  fs.mkdirSync(dir, { recursive: true });
  const api = browserApi();
  const write = (file, text) => {
    const full = path.join(dir, file);
    if (!fs.existsSync(full) || fs.readFileSync(full, 'utf8') !== text)
      fs.writeFileSync(full, text);
    return full;
  };
  const from = (names, entry) => `export { ${names.join(', ')} } from ${JSON.stringify(entry)};\n`;
  return {
    'react-router': write('react-router.mjs', from(api, ENTRY)),
    'react-router-dom': write(
      'react-router-dom.mjs',
      from(
        api.filter((n) => n !== 'RouterProvider'),
        ENTRY,
      ) + from(['RouterProvider'], DOM_ENTRY),
    ),
  };
}

module.exports = { browserApi, provided, routerExports, routerFacades, ENTRY, DOM_ENTRY };
