const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: 'remote-competition',
  name: 'remote_competition',
  exposes: { './Routes': './src/area-routes.tsx', './Frame': './src/section-frame.tsx' },
  devPort: 3002,
});
