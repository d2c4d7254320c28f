// Stands in for @module-federation/webpack-bundler-runtime in production remotes (create-config.cjs):
// the bundler runtime's functions are the shell's (provide-bundler-runtime.js), which are the same
// code of the same version; they act on the `webpackRequire` they are given, so they serve any
// container. What is the remote's own stays here: its runtime facade (its instance, found by its
// build id) and the container's init, which the shell, exposing nothing, was built without.
/* global PORTAL_BUNDLER_RUNTIME_VERSION */
import { init } from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const provided = globalThis._PORTAL_FEDERATION_BUNDLER_RUNTIME;
if (!provided)
  throw new Error(
    'This remote loads into the portal shell, which provides its federation runtime.',
  );

// Built from another lock than the shell: the functions may not fit this entry's runtime code.
if (provided.version !== PORTAL_BUNDLER_RUNTIME_VERSION)
  console.warn(
    `This remote was built with the federation bundler runtime ${PORTAL_BUNDLER_RUNTIME_VERSION}; the shell provides ${provided.version}.`,
  );

const federation = {
  // The bundler runtime calls `runtime.init` alone (the shell's copy, for its own fallback getter,
  // uses its own facade); the facade's other calls and their error table stay out of the entry.
  runtime: { init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, initContainerEntry },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
