/**
 * One webpack 5 + Module Federation 2 configuration factory for the shell and every remote.
 * Versions are pinned in scripts/package.json (see docs/design/toolchain.md).
 */
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin, NormalModuleReplacementPlugin } = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const { devServerConfig } = require('./dev-server.cjs');
const { sharedDeps } = require('./shared-deps.cjs');
const { bootChunk } = require('./boot-chunk.cjs');
const { compileHints } = require('./compile-hints.cjs');
const { preloadShared } = require('./preload-shared.cjs');
const { antdIsBright } = require('./antd-is-bright.cjs');

const root = path.resolve(__dirname, '..', '..');
/** The bundler runtime the federation entry imports, and what stands in for it (runtime/). */
const BUNDLER_RUNTIME_ENTRY =
  /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;
const REMOTE_BUNDLER_RUNTIME = path.join(__dirname, 'runtime', 'remote-bundler-runtime.js');
const PROVIDE_BUNDLER_RUNTIME = path.join(__dirname, 'runtime', 'provide-bundler-runtime.js');
/** Its version, which the shell hands over with it and a remote compares with its own. */
const BUNDLER_RUNTIME_VERSION =
  require('@module-federation/webpack-bundler-runtime/package.json').version;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Production: a .br and a .gz next to every text asset, served as they are (the server's
 * `preCompressed`), so no request pays for compressing an immutable chunk again.
 */
const precompress = {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('Precompress', (compilation) =>
      compilation.hooks.processAssets.tapPromise(
        { name: 'Precompress', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async (assets) => {
          const quality = zlib.constants.BROTLI_PARAM_QUALITY;
          await Promise.all(
            Object.entries(assets)
              .filter(
                ([name, source]) => /\.(js|json|html|css|svg)$/.test(name) && source.size() >= 1024,
              )
              .map(async ([name, source]) => {
                const buffer = source.buffer();
                const [br, gz] = await Promise.all([
                  brotli(buffer, { params: { [quality]: 10 } }),
                  gzip(buffer, { level: 9 }),
                ]);
                compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
                compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
              }),
          );
        },
      ),
    );
  },
};

/**
 * The HTML template is compiled by a child compiler, which inherits the federation plugin's
 * `finishMake` step: in the shell it built every module the shell provides (every antd folder …) a
 * second time, for nothing but the page's HTML, and emitted those chunks beside the real ones.
 */
const htmlWithoutShared = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HtmlWithoutShared', (compilation) =>
      compilation.hooks.childCompiler.tap('HtmlWithoutShared', (child, childName) => {
        if (!childName.startsWith('HtmlWebpackCompiler')) return;
        const hook = child.hooks.finishMake;
        hook.taps = hook.taps.filter((tap) => tap.name !== 'ProvideSharedPlugin');
        hook._resetCompilation?.();
      }),
    );
  },
};

/**
 * @param {object} opts
 * @param {string} opts.dir package folder (e.g. remote-auth)
 * @param {string} opts.name federation name (e.g. remote_auth); the host is 'shell'
 * @param {Record<string,string>} [opts.exposes] exposed modules (remotes only)
 * @param {boolean} [opts.host] the shell: emits index.html, publicPath '/'
 * @param {number} opts.devPort dev-server port for `npm run dev`
 * @param {boolean} [opts.federation] false builds a plain bundle without federation (benchmark)
 */
function createConfig(opts) {
  const { dir, name, exposes = {}, host = false, devPort, federation = true } = opts;
  const pkgRoot = path.join(root, dir);
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // Production federation: antd shared per component, every folder provided by the shell (antd-folders.cjs).
    const perComponentAntd = production && federation;
    // Production host: what the shell runs before its first render in one preloaded chunk (boot-chunk.cjs).
    const boot = perComponentAntd && host ? bootChunk() : null;
    const swc = {
      loader: 'swc-loader',
      options: {
        // This config is the one source of truth (shared-kit's .swcrc is for its CommonJS server build).
        swcrc: false,
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: {
            react: { runtime: 'automatic', development: !production, refresh: false },
          },
          target: 'es2020',
        },
      },
    };
    return {
      mode: production ? 'production' : 'development',
      context: pkgRoot,
      entry: { main: './src/index.ts' },
      devtool: production
        ? process.env.PORTAL_SOURCE_MAPS
          ? 'source-map'
          : false
        : 'eval-cheap-module-source-map',
      output: {
        path: path.join(pkgRoot, opts.outDir ?? 'dist'),
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        conditionNames: ['portal-source', 'browser', 'import', 'module', 'require', 'default'],
      },
      module: {
        rules: [
          {
            test: /\.(t|j)sx?$/,
            exclude: /node_modules/,
            // Loaders run last to first: swc strips the types, then antd imports are split per
            // component and router imports by what the shell's router facades provide.
            use: perComponentAntd
              ? [
                  path.join(__dirname, 'router-imports-loader.cjs'),
                  path.join(__dirname, 'antd-imports-loader.cjs'),
                  swc,
                ]
              : swc,
          },
          {
            test: /\.css$/,
            use: production
              ? path.join(__dirname, 'css-inject-loader.cjs')
              : ['style-loader', 'css-loader'],
          },
          { test: /\.(png|svg|jpe?g|gif)$/, type: 'asset' },
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            extractComments: false,
            terserOptions: { compress: true, mangle: true },
          }),
        ],
        // Per-component antd: library code that many shared components need (antd's utilities,
        // theme and config, cssinjs, rc-component helpers, icon rendering) goes in one chunk
        // instead of a copy in every component's chunk. The threshold follows the number of
        // component chunks: 10 of the 49 the shell once provided, 16 of all 76 antd folders (at 10,
        // code of 16 rarely used components filled 23 KiB gzip that /index fetched for nothing).
        splitChunks: perComponentAntd
          ? {
              chunks: 'async',
              cacheGroups: {
                ...(boot ? { boot: boot.cacheGroup, antdBase: boot.antdCacheGroup } : {}),
                sharedBase: {
                  test: /[\\/]node_modules[\\/]/,
                  minChunks: 16,
                  name: 'shared-base',
                  priority: 20,
                  enforce: true,
                  reuseExistingChunk: true,
                },
              },
            }
          : undefined,
      },
      performance: { hints: false },
      plugins: [
        federation &&
          new ModuleFederationPlugin({
            name,
            filename: 'remoteEntry.js',
            exposes,
            remotes: {},
            shared: sharedDeps({ perComponentAntd, host }),
            // Remote entries load when a route needs them, not all at boot to compare versions.
            shareStrategy: 'loaded-first',
            // Production: the shell hands its bundler runtime to the remote entries (runtime/*.js).
            runtimePlugins: production && host ? [PROVIDE_BUNDLER_RUNTIME] : [],
            // Production: one copy of the federation runtime, the shell's; remote entries use it.
            // The pages run in browsers only: the runtime's Node script loaders are left out.
            experiments: production
              ? {
                  ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
                  optimization: { target: 'web' },
                }
              : {},
            manifest: true,
            dts: false,
          }),
        // Production remotes take the shell's bundler runtime instead of a copy of their own.
        federation &&
          production &&
          !host &&
          new NormalModuleReplacementPlugin(BUNDLER_RUNTIME_ENTRY, REMOTE_BUNDLER_RUNTIME),
        federation &&
          production &&
          new DefinePlugin({
            PORTAL_BUNDLER_RUNTIME_VERSION: JSON.stringify(BUNDLER_RUNTIME_VERSION),
          }),
        boot?.plugin,
        // What a page runs before its first render compiles while it downloads (compile-hints.cjs).
        production && host && compileHints(),
        // Every build that compiles antd (the shell, a remote's development build, the plain bundle).
        antdIsBright,
        // Production remotes: which shared modules each exposed module needs first (preload-shared.cjs).
        perComponentAntd && !host && preloadShared,
        production && precompress,
        htmlWithoutShared,
        // The host's page is the portal; a remote's page serves it alone for development.
        new HtmlWebpackPlugin(
          host
            ? {
                template: path.join(pkgRoot, 'public', 'index.html'),
                favicon: path.join(pkgRoot, 'public', 'favicon.svg'),
              }
            : // Scripts from the root: a deep URL (/UserCenter/MyRace) must not ask for /UserCenter/main.js.
              { template: path.join(__dirname, 'remote.html'), publicPath: '/' },
        ),
      ].filter(Boolean),
      devServer: devServerConfig({ devPort }),
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createConfig };
