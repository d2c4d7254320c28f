/**
 * The standalone forex-detail app: a plain bundle (no module federation) built with the portal's
 * webpack factory, served from any folder: its page loads scripts and config.json by relative URL.
 */
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createConfig } = require('../scripts/webpack/create-config.cjs');

const base = createConfig({
  dir: 'forex-detail',
  name: 'forex_detail',
  devPort: 3006,
  federation: false,
});
const publicDir = path.join(__dirname, 'public');

/** Emits public/config.json unchanged next to index.html (ops edit it where the app is deployed). */
const runtimeConfig = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ForexDetailConfig', (compilation) =>
      compilation.hooks.processAssets.tap('ForexDetailConfig', () => {
        const file = path.join(publicDir, 'config.json');
        compilation.fileDependencies.add(file);
        compilation.emitAsset(
          'config.json',
          new compiler.webpack.sources.RawSource(fs.readFileSync(file)),
        );
      }),
    );
  },
};

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.output.publicPath = 'auto';
  config.plugins = [
    ...config.plugins.filter((p) => p.constructor.name !== 'HtmlWebpackPlugin'),
    new HtmlWebpackPlugin({
      template: path.join(publicDir, 'index.html'),
      favicon: path.join(publicDir, 'favicon.svg'),
      publicPath: 'auto',
    }),
    runtimeConfig,
  ];
  return config;
};
