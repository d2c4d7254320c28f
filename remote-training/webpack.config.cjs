const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: 'remote-training',
  name: 'remote_training',
  exposes: { './Routes': './src/area-routes.tsx' },
  devPort: 3003,
});
