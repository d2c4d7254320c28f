const { createConfig } = require('../scripts/webpack/create-config.cjs');
const { sectionExposes } = require('./sections.cjs');

module.exports = createConfig({
  dir: 'remote-markets',
  name: 'remote_markets',
  exposes: sectionExposes,
  devPort: 3004,
});
