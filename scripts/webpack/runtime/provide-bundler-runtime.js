// Federation runtime plugin of the production shell (create-config.cjs, `runtimePlugins`): hands the
// shell's webpack bundler runtime (share negotiation, consumes, remotes) to the remote entries, which
// take it from here instead of carrying ~4 KiB gzip of the same code each (remote-bundler-runtime.js).
// Like `provideExternalRuntime` does for runtime-core; the remotes' own container code stays theirs.
/* global __webpack_require__, PORTAL_BUNDLER_RUNTIME_VERSION */
const KEY = '_PORTAL_FEDERATION_BUNDLER_RUNTIME';

export default function provideBundlerRuntime() {
  return {
    name: 'portal-provide-bundler-runtime',
    beforeInit(args) {
      // By now the shell's federation entry has merged the bundler runtime into its federation global.
      const { bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
      globalThis[KEY] ??= {
        bundlerRuntime,
        attachShareScopeMap,
        version: PORTAL_BUNDLER_RUNTIME_VERSION,
      };
      return args;
    },
  };
}
