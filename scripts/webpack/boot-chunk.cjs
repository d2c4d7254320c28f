/**
 * Production host: everything the shell runs before its first render (its bootstrap code and the
 * shared libraries that code consumes: react, router, redux, shared-kit, the antd components of the
 * chrome …) goes in one chunk, `boot`, preloaded from index.html beside main.js. Without it
 * federation emits a chunk per shared module: ~50 requests before the first render, each one
 * compressed alone. A remote consuming one of these shared modules gets the same chunk (already
 * loaded); shared modules nothing at boot needs (the antd components of other pages) keep their
 * own chunks and load when a remote asks for them.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'boot';

/**
 * antd components nearly every first route's area renders (the landing's login box, the match
 * pages, every market section: 13–15 of the 16 exposed areas' first modules), which the shell's
 * own first render does not: they go in the boot chunk too, fetched with it from the page's first
 * bytes instead of one request each (and their helpers' own) once a remote's manifest has arrived.
 * The shell knows them by name only (it reads no remote's sources); a remote that uses others still
 * gets those from their own chunks.
 */
const EVERY_AREA_ANTD = ['alert', 'button', 'input', 'space', 'tabs'];
const EVERY_AREA_MODULE = new RegExp(
  `[\\\\/]node_modules[\\\\/]antd[\\\\/]es[\\\\/](${EVERY_AREA_ANTD.join('|')})[\\\\/]index\\.js$`,
);
// The chunk of the entry's `import(/* webpackChunkName: "bootstrap" */ './bootstrap')`.
const BOOTSTRAP = 'bootstrap';

/**
 * The modules the entry reaches before the first render: its sync imports, the bootstrap import()
 * and, through every consumed shared module, the fallback the host provides (loaded before the
 * importing code runs). Any other import() (a lazy page, the report editor …) ends the walk, and so
 * does an import webpack drops as unused (run after the used exports are known). With them, the
 * antd components of EVERY_AREA_ANTD and what they import.
 */
function bootModules(compilation) {
  const { moduleGraph } = compilation;
  const seen = new Set();
  const stack = [];
  for (const [, entry] of compilation.entries)
    for (const dep of entry.dependencies) {
      const m = moduleGraph.getModule(dep);
      if (m) stack.push({ m, entry: true });
    }
  for (const m of compilation.modules)
    if (m.resource && EVERY_AREA_MODULE.test(m.resource)) stack.push({ m, entry: false });
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

/** The splitChunks cache group and the plugin that computes its modules and adds the preload tags. */
function bootChunk() {
  let boot = null;
  let compilation = null;
  const cacheGroup = {
    name: NAME,
    chunks: 'async',
    priority: 30,
    enforce: true,
    // Only real code: the consume/provide stubs stay with the chunks that use them (a consume stub
    // inside the chunk its own fallback lives in would wait for itself).
    test: (module) =>
      (boot ??= bootModules(compilation)).has(module) &&
      module.type !== 'consume-shared-module' &&
      module.type !== 'provide-module' &&
      module.type !== 'remote-module',
  };
  const plugin = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('BootChunk', (current) => {
        // Computed at the first split-chunks test, when the used exports are known.
        compilation = current;
        boot = null;
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
  return { cacheGroup, plugin };
}

module.exports = { bootChunk, bootModules };
