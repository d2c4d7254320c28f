/**
 * Jest's runtime for the jsdom projects, with a V8 code cache for module code (see jest.config.cjs).
 *
 * Every test file has its own module registry, so a worker compiles react-dom, antd, highcharts
 * and the portal's own modules again for each file: jest compiles with vm.compileFunction and a
 * per-call dynamic-import callback, which V8's own compilation cache cannot serve. Here a
 * module's code is compiled once per worker as a vm.Script; its code cache (taken once the first
 * copy has run, so it holds the functions that were used) serves the next files. What runs is
 * the same function of the same source, in the test file's own context.
 *
 * It reaches into jest-runtime internals (the module executor's `compile`); when they are not
 * there (another jest version), it leaves jest's own compile in place.
 */
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

const WRAPPER_KEY = 'Object.<anonymous>';
/**
 * Per worker, by file: the module source and its code cache, or the first compiled script until
 * its code has run.
 */
const caches = new Map();

function cachedCompile(executor, jestCompile) {
  return function compile(source, filename) {
    const context = executor.environment.getVmContext();
    const params = executor.injectedModuleParameters;
    if (context == null || !Array.isArray(params) || executor.resolution.isCoreModule(filename)) {
      return jestCompile(source, filename);
    }
    const head = `({"${WRAPPER_KEY}":function(${params.join(',')}){`;
    const known = caches.get(filename);
    const entry = known?.source === source && known.head === head ? known.entry : undefined;
    const cachedData = entry instanceof vm.Script ? entry.createCachedData() : entry;
    let script;
    try {
      script = new vm.Script(`${head}${source}\n}});`, {
        filename,
        cachedData,
        importModuleDynamically: (specifier, _script, attributes, phase) =>
          executor.dynamicImport(specifier, filename, context, attributes, phase),
      });
    } catch {
      return jestCompile(source, filename); // jest's own report of the syntax error
    }
    if (!cachedData || script.cachedDataRejected) {
      caches.set(filename, { source, head, entry: script });
    } else if (entry !== cachedData) {
      caches.set(filename, { source, head, entry: cachedData });
    }
    return script.runInContext(context)[WRAPPER_KEY];
  };
}

class CodeCacheRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    const { executor } = this;
    if (executor && typeof executor.compile === 'function' && executor.dynamicImport) {
      executor.compile = cachedCompile(executor, executor.compile.bind(executor));
    }
  }
}

module.exports = CodeCacheRuntime;
