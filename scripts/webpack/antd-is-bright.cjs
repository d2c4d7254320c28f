/**
 * antd's button and tag styles (every page's Button) import one small function, `isBright`, from
 * the color picker's preset panel, a file that also imports antd's Collapse and the whole
 * @rc-component/color-picker: the shell's boot chunk carried them (6 KiB gzip) for a colour test.
 * Those two imports get the function from a file of its own (antd-is-bright/is-bright.js), a copy
 * checked against antd's at every build: if antd changes it, the build fails instead of drifting.
 * @rc-component/color-picker is declared free of side effects (it has no CSS or global code, but
 * no `sideEffects` field): the colour class the copy and antd's own colour code take from its
 * index then comes without the picker component.
 */
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const COPY = path.join(__dirname, 'antd-is-bright', 'is-bright.js');
/** The importers whose `isBright` is replaced: nothing else of ColorPresets do they use. */
const ISSUER = /[\\/]antd[\\/]es[\\/](button|tag)[\\/]style[\\/]/;
const REQUEST = /[\\/]color-picker[\\/]components[\\/]ColorPresets$/;

/** The body of `export const isBright = …;` with blank lines, comments and spacing dropped. */
function isBrightSource(text) {
  const start = text.indexOf('export const isBright');
  if (start < 0) return null;
  const end = text.indexOf('\n};', start);
  return text
    .slice(start, end + 3)
    .replace(/\/\/[^\n]*/g, '')
    .replace(/\s+/g, '');
}

function checkCopy() {
  const antd = fs.readFileSync(
    require.resolve('antd/es/color-picker/components/ColorPresets.js', { paths: [root] }),
    'utf8',
  );
  const theirs = isBrightSource(antd);
  const ours = isBrightSource(fs.readFileSync(COPY, 'utf8'));
  // antd writes `const { r, g, b, a } = …` over several lines: compare without spaces.
  if (!theirs || theirs !== ours)
    throw new Error(
      `antd's isBright (color-picker/components/ColorPresets.js) no longer matches ${COPY}: update the copy or drop scripts/webpack/antd-is-bright.cjs`,
    );
}

const antdIsBright = {
  apply(compiler) {
    checkCopy();
    compiler.options.module.rules.push({
      test: /[\\/]node_modules[\\/]@rc-component[\\/]color-picker[\\/]/,
      sideEffects: false,
    });
    compiler.hooks.normalModuleFactory.tap('AntdIsBright', (factory) =>
      factory.hooks.beforeResolve.tap('AntdIsBright', (data) => {
        if (REQUEST.test(data.request) && ISSUER.test(data.contextInfo.issuer ?? ''))
          data.request = COPY;
      }),
    );
  },
};

module.exports = { antdIsBright, isBrightSource };
