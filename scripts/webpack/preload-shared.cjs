/**
 * Production remotes: mf-manifest.json gets `preloadShared`, for each exposed module the shared
 * modules its code consumes before it can run and takes from the host alone (the consumes without a
 * fallback in the expose's own chunks, not those of the pages it loads later: antd components).
 * The shell reads it when the federation runtime fetches the manifest and starts loading those
 * shared modules (its own chunks) alongside the remote entry, instead of after the remote's chunks
 * have arrived and asked for them (see shell/src/federation/first-route.ts).
 */
const MANIFEST = 'mf-manifest.json';

/** Exposed name → sorted share keys consumed by the expose's chunk group. */
function exposeConsumes(compilation) {
  const { chunkGraph } = compilation;
  const out = {};
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ContainerEntryModule') continue;
    for (const block of module.blocks) {
      const name = block.dependencies[0]?.exposedName;
      const group = chunkGraph.getBlockChunkGroup(block);
      if (!name || !group) continue;
      const keys = new Set();
      for (const chunk of group.chunks)
        for (const m of chunkGraph.getChunkModulesIterable(chunk))
          // Only what the remote takes from the host alone (no fallback of its own: the antd
          // components); preloading a module the remote also carries would race its own copy.
          if (m.type === 'consume-shared-module' && m.options?.shareKey && !m.options.import)
            keys.add(m.options.shareKey);
      out[name] = [...keys].sort();
    }
  }
  return out;
}

const preloadShared = {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreloadShared', (compilation) =>
      compilation.hooks.processAssets.tap(
        // After the federation manifest is emitted (OPTIMIZE_TRANSFER), before precompression (REPORT).
        { name: 'PreloadShared', stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.preloadShared = exposeConsumes(compilation);
          compilation.updateAsset(MANIFEST, new sources.RawSource(JSON.stringify(manifest)));
        },
      ),
    );
  },
};

module.exports = { preloadShared, exposeConsumes };
