// Plain (non-federated) build of the /index page for the portal-load benchmark's comparison.
const path = require('node:path');
const { createConfig } = require('../../webpack/create-config.cjs');

const base = createConfig({
  dir: 'remote-auth',
  name: 'plain_index',
  federation: false,
  outDir: 'dist-plain-bench',
  devPort: 3999,
});

module.exports = (env, argv) => {
  const config = base(env, { ...argv, mode: 'production' });
  return {
    ...config,
    entry: { main: path.join(__dirname, 'plain-entry.tsx') },
    output: {
      ...config.output,
      path: path.join(require('node:os').tmpdir(), 'portal-plain-index'),
      publicPath: '/',
    },
  };
};
