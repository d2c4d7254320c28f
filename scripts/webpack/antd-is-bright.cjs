/**
 * antd's button and tag styles (every page's Button) import one small function, `isBright`, from
 * the color picker's preset panel, a file that also imports antd's Collapse and the whole
 * @rc-component/color-picker: the shell's boot chunk carried them (6 KiB gzip) for a colour test.
 * Those two imports get the function from a module of its own, generated at each build from antd's
 * installed file (the `isBright` export alone, with the one import it uses), so nothing of antd's
 * code is kept in this repository and an antd upgrade is followed, not drifted from. When the
 * export is not found as expected, the imports are left alone (the build is then only larger).
 * @rc-component/color-picker is declared free of side effects (it has no CSS or global code, but
 * no `sideEffects` field): the colour class the function and antd's own colour code take from its
 * index then comes without the picker component.
 */
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const GENERATED = path.join(root, 'node_modules', '.cache', 'portal-webpack', 'antd-is-bright.js');
/** The importers whose `isBright` is replaced: nothing else of ColorPresets do they use. */
const ISSUER = /[\\/]antd[\\/]es[\\/](button|tag)[\\/]style[\\/]/;
const REQUEST = /[\\/]color-picker[\\/]components[\\/]ColorPresets$/;
/** The one import the function uses (antd's file imports the class as RcColor). */
const HEADER = "import { Color as RcColor } from '@rc-component/color-picker/es/color.js';\n";

/** `export const isBright = …;` of antd's file, when it reads as expected (else null). */
function isBrightSource(text) {
  const start = text.indexOf('export const isBright');
  if (start < 0) return null;
  const end = text.indexOf('\n};', start);
  if (end < 0) return null;
  const body = text.slice(start, end + 3);
  // Only RcColor of the file's imports may be used: anything else would be undefined here.
  const names = ['ColorBlock', 'Collapse', 'useLocale', 'useToken', 'generateColor', 'React'];
  return names.some((n) => new RegExp(`\\b${n}\\b`).test(body)) ? null : body;
}

/** Writes the generated module; answers false when antd's file no longer fits. */
function generate() {
  const antd = fs.readFileSync(
    require.resolve('antd/es/color-picker/components/ColorPresets.js', { paths: [root] }),
    'utf8',
  );
  const body = isBrightSource(antd);
  if (!body) return false;
  fs.mkdirSync(path.dirname(GENERATED), { recursive: true });
  const text = `${HEADER}${body}\n`;
  if (!fs.existsSync(GENERATED) || fs.readFileSync(GENERATED, 'utf8') !== text)
    fs.writeFileSync(GENERATED, text);
  return true;
}

const antdIsBright = {
  apply(compiler) {
    compiler.options.module.rules.push({
      test: /[\\/]node_modules[\\/]@rc-component[\\/]color-picker[\\/]/,
      sideEffects: false,
    });
    if (!generate()) {
      console.warn("antd-is-bright: antd's isBright not found as expected; imports left alone");
      return;
    }
    compiler.hooks.normalModuleFactory.tap('AntdIsBright', (factory) =>
      factory.hooks.beforeResolve.tap('AntdIsBright', (data) => {
        if (REQUEST.test(data.request) && ISSUER.test(data.contextInfo.issuer ?? ''))
          data.request = GENERATED;
      }),
    );
  },
};

module.exports = { antdIsBright, isBrightSource };
