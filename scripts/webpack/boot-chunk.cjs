/**
 * Production host: everything the shell runs before its first render (its bootstrap code and the
 * shared libraries that code consumes: react, router, redux, shared-kit …) goes in one chunk, `boot`, preloaded from index.html beside main.js. Without it
 * federation emits a chunk per shared module: ~50 requests before the first render, each one
 * compressed alone. A remote consuming one of these shared modules gets the same chunk (already
 * loaded); shared modules nothing at boot needs (antd's components and core) keep their
 * own chunks and load when a remote asks for them.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'boot';

// The chunk of the entry's `import(/* webpackChunkName: "bootstrap" */ './bootstrap')`.
const BOOTSTRAP = 'bootstrap';

/**
 * The modules the entry reaches before the first render: its sync imports, the bootstrap import()
 * and, through every consumed shared module, the fallback the host provides (loaded before the
 * importing code runs). Any other import() (a lazy page, the report editor, antd's providers …) ends
 * the walk, and so does an import webpack drops as unused (run after the used exports are known).
 * No antd: the shell renders none before its first route's area, and the landing page none at all
 * (its area mounts antd's providers only where it shows antd); an area's antd components come
 * with its remote's manifest (preload-shared.cjs), antd's core with the providers (loadAntdScope).
 */
function bootModules(compilation) {
  const starts = [];
  for (const [, entry] of compilation.entries)
    for (const dep of entry.dependencies) {
      const m = compilation.moduleGraph.getModule(dep);
      if (m) starts.push({ m, entry: true });
    }
  return reachable(compilation, starts);
}

/** The modules `starts` reach: sync imports, and through consumed shared modules their fallbacks. */
function reachable(compilation, starts) {
  const { moduleGraph } = compilation;
  const seen = new Set();
  const stack = [...starts];
  while (stack.length > 0) {
    const { m, entry } = stack.pop();
    if (seen.has(m)) continue;
    seen.add(m);
    const followAsync = entry || m.type === 'consume-shared-module';
    for (const connection of moduleGraph.getOutgoingConnections(m)) {
      const target = connection.module;
      if (!target || seen.has(target) || !connection.isTargetActive(undefined)) continue;
      const parent = connection.dependency && moduleGraph.getParentBlock(connection.dependency);
      if (parent && parent !== m && !followAsync) continue;
      stack.push({ m: target, entry: false });
    }
  }
  return seen;
}

/** shared-kit's antd providers (AntdScope's lazily loaded module). */
const PROVIDERS = /[\\/]shared-kit[\\/]src[\\/]ui[\\/]antd-providers\.tsx$/;

/**
 * antd components nearly every page renders (the landing's prefetched pages, the match pages, every
 * market section), known to the shell by name only (it reads no remote's sources); a remote that
 * uses others gets those from their own chunks.
 */
const EVERY_PAGE_ANTD = ['alert', 'button', 'input', 'space', 'spin'];
const EVERY_PAGE_MODULE = new RegExp(
  `[\\\\/]node_modules[\\\\/]antd[\\\\/]es[\\\\/](${EVERY_PAGE_ANTD.join('|')})[\\\\/]index\\.js$`,
);

/**
 * antd's core as the portal's providers load it (ConfigProvider, App, the theme, cssinjs, the
 * locale …) and the components of EVERY_PAGE_ANTD, without what boot has: one chunk, fetched by the
 * first AntdScope of a page (at boot for every first page but /index, 1 s after /index has shown).
 * Split by component it came as ~15 requests that compressed worse.
 */
function antdBaseModules(compilation, boot) {
  const starts = [];
  for (const m of compilation.modules)
    if (m.resource && (PROVIDERS.test(m.resource) || EVERY_PAGE_MODULE.test(m.resource)))
      starts.push({ m, entry: false });
  const modules = reachable(compilation, starts);
  for (const m of boot) modules.delete(m);
  return modules;
}

/** Only real code: the consume/provide stubs stay with the chunks that use them (a consume stub
 * inside the chunk its own fallback lives in would wait for itself). */
const realCode = (module) =>
  module.type !== 'consume-shared-module' &&
  module.type !== 'provide-module' &&
  module.type !== 'remote-module';

/** The splitChunks cache group and the plugin that computes its modules and adds the preload tags. */
function bootChunk() {
  let boot = null;
  let antdBase = null;
  let compilation = null;
  const cacheGroup = {
    name: NAME,
    chunks: 'async',
    priority: 30,
    enforce: true,
    test: (module) => (boot ??= bootModules(compilation)).has(module) && realCode(module),
  };
  const antdCacheGroup = {
    name: 'antd-base',
    chunks: 'async',
    priority: 25,
    enforce: true,
    test: (module) =>
      (antdBase ??= antdBaseModules(compilation, (boot ??= bootModules(compilation)))).has(
        module,
      ) && realCode(module),
  };
  const plugin = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('BootChunk', (current) => {
        // Computed at the first split-chunks test, when the used exports are known.
        compilation = current;
        boot = null;
        antdBase = null;
        HtmlWebpackPlugin.getHooks(current).alterAssetTagGroups.tap('BootChunk', (data) => {
          const group = current.namedChunkGroups.get(BOOTSTRAP);
          if (!group) return data;
          const publicPath = current.outputOptions.publicPath;
          const files = group.chunks.flatMap((c) => [...c.files]).filter((f) => f.endsWith('.js'));
          const tags = files.map((f) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${publicPath}${f}`,
            }),
          );
          data.headTags.unshift(...tags);
          return data;
        });
      });
    },
  };
  return { cacheGroup, antdCacheGroup, plugin };
}

module.exports = { bootChunk, bootModules };
