import { firstRouteRequested, preloadFirstRoute } from './federation/first-route';

// The first route's remote starts loading now, alongside the shell's own chunks.
preloadFirstRoute(window.location.pathname);
// Running the boot chunk holds the main thread for a while; the first route's manifests are
// answered first, so its entry and chunks download meanwhile instead of after (at most
// BOOT_HOLD_MS: a slow manifest never holds the shell back longer).
const BOOT_HOLD_MS = 200;
void Promise.race([
  firstRouteRequested(),
  new Promise((resolve) => setTimeout(resolve, BOOT_HOLD_MS)),
]).then(
  // The async boundary lets the federation runtime negotiate shared singletons before any of them loads.
  () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
);
