const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: 'remote-training',
  name: 'remote_training',
  exposes: {
    './Routes': './src/area-routes.tsx',
    // The task panel over other areas' pages while a training runs (mounted by the shell).
    './TrainingOverlay': './src/training-overlay.tsx',
  },
  devPort: 3003,
});
