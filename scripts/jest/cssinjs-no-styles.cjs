/**
 * `@ant-design/cssinjs` for the jsdom tests (see jest.config.cjs): `useStyleRegister`, which builds
 * and serializes each antd component's style sheet, does nothing. The sheets would only land in
 * the detached container of detached-css.cjs anyway; theme tokens, hashed class names and CSS
 * variables still come from the real hooks.
 */
const cssinjs = require('@ant-design/cssinjs/lib/index.js');

module.exports = Object.defineProperties(
  {},
  {
    ...Object.getOwnPropertyDescriptors(cssinjs),
    useStyleRegister: { enumerable: true, value: () => undefined },
  },
);
