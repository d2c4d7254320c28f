// Plain (non-federated) builds of the benchmarked pages, one bundle each, into the temp folder.
const os = require('node:os');
const path = require('node:path');
const { createConfig } = require('../../webpack/create-config.cjs');

/** page name → entry file; the output goes to <tmp>/portal-plain/<page>. */
const PAGES = { index: 'index.tsx', mainmatch: 'mainmatch.tsx', shsz: 'shsz.tsx' };
const OUT = path.join(os.tmpdir(), 'portal-plain');

module.exports = (env, argv) =>
  Object.entries(PAGES).map(([page, entry]) => {
    const config = createConfig({
      dir: 'shell',
      name: `plain_${page}`,
      host: true,
      federation: false,
      devPort: 3999,
    })(env, { ...argv, mode: 'production' });
    return {
      ...config,
      name: page,
      entry: { main: path.join(__dirname, entry) },
      output: { ...config.output, path: path.join(OUT, page), publicPath: '/' },
    };
  });
module.exports.OUT = OUT;
module.exports.PAGES = PAGES;
