import { preloadFirstRoute } from './federation/first-route';

// The first route's remote starts loading now, alongside the shell's own chunks.
preloadFirstRoute(window.location.pathname);
// The async boundary lets the federation runtime negotiate shared singletons before any of them loads.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
