const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: 'remote-competition',
  name: 'remote_competition',
  exposes: { './Routes': './src/area-routes.tsx' },
  devPort: 3002,
});
