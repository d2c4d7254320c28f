/**
 * `@rc-component/util/lib/Dom/dynamicCSS` for the jsdom tests (see jest.config.cjs): antd's
 * CSS-in-JS keeps writing its <style> elements, but into a container outside the page. jsdom's
 * getComputedStyle (behind every getByRole, toBeVisible and accessible-name lookup) matches each
 * element against every rule of every sheet in the page; antd's sheets made that most of a
 * component test's time. Inline styles and antd's class names are unchanged.
 */
const dynamicCSS = require('@rc-component/util/lib/Dom/dynamicCSS.js');

const containers = new WeakMap();

/** One detached container per jsdom document (each test file has its own). */
function offPage(option = {}) {
  if (option.attachTo) return option;
  let container = containers.get(document);
  if (!container) {
    container = document.createElement('div');
    containers.set(document, container);
  }
  return { ...option, attachTo: container };
}

module.exports = {
  ...dynamicCSS,
  injectCSS: (css, option) => dynamicCSS.injectCSS(css, offPage(option)),
  removeCSS: (key, option) => dynamicCSS.removeCSS(key, offPage(option)),
  updateCSS: (css, key, option) => dynamicCSS.updateCSS(css, key, offPage(option)),
};
