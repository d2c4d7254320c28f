/** `@ant-design/icons` for the jsdom tests: each icon loaded on first use (lazy-barrel.cjs). */
const { lazyBarrel } = require('./lazy-barrel.cjs');

module.exports = lazyBarrel(require.resolve('@ant-design/icons/lib/index'), require);
