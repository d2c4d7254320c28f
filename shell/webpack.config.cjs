const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({ dir: 'shell', name: 'shell', host: true, devPort: 3000 });
