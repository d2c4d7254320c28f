/** `antd` for the jsdom tests: its barrel with each component loaded on first use (lazy-barrel.cjs). */
const { lazyBarrel } = require('./lazy-barrel.cjs');

module.exports = lazyBarrel(require.resolve('antd/lib/index.js'), require);
