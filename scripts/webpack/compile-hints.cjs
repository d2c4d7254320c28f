/**
 * Production host builds (the shell, and the benchmark's plain pages built by the same factory):
 * the scripts a page runs before its first render — the entry's initial chunks and the shell's boot
 * chunk (boot-chunk.cjs) — start with V8's explicit compile hint `//# allFunctionsCalledOnLoad`.
 * Chromium then compiles all their functions eagerly, on its streaming thread while the script
 * downloads, instead of lazily on the main thread as the first render calls each one. Other chunks
 * (a page's components, the remotes') keep lazy compilation: most of their functions are not
 * called at load.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

/** @param {string[]} chunkNames named chunks hinted besides the entries' initial chunks */
function compileHints(chunkNames = ['boot']) {
  return {
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
        compilation.hooks.processAssets.tap(
          // After minification (which drops comments), before the content hashes and precompression.
          { name: 'CompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
          () => {
            const chunks = new Set();
            for (const entry of compilation.entrypoints.values())
              for (const chunk of entry.chunks) chunks.add(chunk);
            for (const name of chunkNames) {
              const chunk = compilation.namedChunks.get(name);
              if (chunk) chunks.add(chunk);
            }
            for (const chunk of chunks)
              for (const file of chunk.files)
                if (file.endsWith('.js'))
                  compilation.updateAsset(file, (old) => new sources.ConcatSource(HINT, old));
          },
        );
      });
    },
  };
}

module.exports = { compileHints, HINT };
