import { preloadFirstRoute } from './federation/first-route';

// The first route's remote starts loading now, alongside the shell's own chunks. The shell's own
// start (compiling and running its shared libraries, ~200 ms of main thread on a slow PC) waits
// until that remote's requests have gone out, so it no longer holds them back.
const firstRouteSent = preloadFirstRoute(window.location.pathname);
// The async boundary lets the federation runtime negotiate shared singletons before any of them loads.
void firstRouteSent.then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
