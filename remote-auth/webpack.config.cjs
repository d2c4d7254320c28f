const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: 'remote-auth',
  name: 'remote_auth',
  exposes: { './Routes': './src/area-routes.tsx' },
  devPort: 3001,
});
