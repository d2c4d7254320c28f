/**
 * One webpack 5 + Module Federation 2 configuration factory for the shell and every remote.
 * Versions are pinned in scripts/package.json (see shared/design/toolchain.md).
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { sharedDeps } = require('./shared-deps.cjs');

const root = path.resolve(__dirname, '..', '..');

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
    return {
      mode: production ? 'production' : 'development',
      context: pkgRoot,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
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
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: {
                    react: { runtime: 'automatic', development: !production, refresh: false },
                  },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
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
      },
      performance: { hints: false },
      plugins: [
        federation &&
          new ModuleFederationPlugin({
            name,
            filename: 'remoteEntry.js',
            exposes,
            remotes: {},
            shared: sharedDeps(),
            manifest: true,
            dts: false,
          }),
        // The host's page is the portal; a remote's page serves it alone for development.
        new HtmlWebpackPlugin(
          host
            ? {
                template: path.join(pkgRoot, 'public', 'index.html'),
                favicon: path.join(pkgRoot, 'public', 'favicon.svg'),
              }
            : { template: path.join(__dirname, 'remote.html') },
        ),
      ].filter(Boolean),
      devServer: {
        port: devPort,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: host
          ? [
              {
                context: (p) =>
                  !p.startsWith('/ws') && !/\.(js|css|map|svg|ico)$/.test(p) && p !== '/',
                target: `http://localhost:${process.env.SERVER_PORT ?? 8080}`,
                ws: true,
                bypass: (req) =>
                  (req.headers.accept ?? '').includes('text/html') ? '/index.html' : undefined,
              },
            ]
          : undefined,
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createConfig };
