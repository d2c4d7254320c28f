/**
 * Production CSS: a stylesheet module becomes one `<style>` element appended to the head when the
 * module first runs (the order of first imports, as style-loader's default), with no runtime
 * library. style-loader and css-loader bring ~3 KiB of runtime (insertion, attributes, source-map
 * and HMR support) into every bundle that imports CSS: the shell and each remote carried a copy,
 * so a page of two remotes fetched it three times. Our stylesheets import nothing and reference
 * only data: URLs (checked here), which need no resolving. Development keeps style-loader (HMR).
 */
module.exports = function cssInjectLoader(source) {
  if (/@import\b|url\(\s*(?!['"]?data:)/.test(source))
    throw new Error('css-inject-loader: @import and url() other than data: need css-loader');
  const css = JSON.stringify(String(source));
  return [
    `if (typeof document !== 'undefined') {`,
    `  const style = document.createElement('style');`,
    `  style.textContent = ${css};`,
    `  document.head.appendChild(style);`,
    `}`,
    `export {};`,
  ].join('\n');
};
