/**
 * The webpack dev server of the shell and of each remote working alone (`npm run dev -w <remote>`):
 * any route of the app opens on its own port (history fallback to its page, scripts from the root),
 * and every other request (the API, the hub, /portal/remotes.json) goes to the portal server.
 */

/** The portal server the dev servers proxy to: PORTAL_SERVER_URL, else localhost:SERVER_PORT (8080). */
function portalServerUrl(env = process.env) {
  return env.PORTAL_SERVER_URL || `http://localhost:${env.SERVER_PORT || 8080}`;
}

/** True for what the dev server itself answers: its page, bundles and assets, and its own hot-reload socket. */
function servedByDevServer(pathname) {
  return (
    pathname === '/' || pathname.startsWith('/ws') || /\.(js|css|map|svg|ico|png)$/.test(pathname)
  );
}

/** A page navigation (the browser asks for HTML): the app's page answers, its router shows the route. */
function isPageRequest(headers) {
  return String(headers.accept || '').includes('text/html');
}

/**
 * @param {object} opts
 * @param {number} opts.devPort
 * @param {string} [opts.serverUrl] the portal server (default: portalServerUrl())
 */
function devServerConfig({ devPort, serverUrl = portalServerUrl() }) {
  return {
    port: devPort,
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [
      {
        context: (pathname) => !servedByDevServer(pathname),
        target: serverUrl,
        ws: true,
        bypass: (req) => (isPageRequest(req.headers) ? '/index.html' : undefined),
      },
    ],
  };
}

module.exports = { devServerConfig, portalServerUrl, servedByDevServer, isPageRequest };
