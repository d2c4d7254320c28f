/** One Jest run over every package: jsdom for the frontends, node for the server. */
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  // In the clone, so transforms and per-file timings (the test order) survive between runs.
  cacheDirectory: '<rootDir>/../node_modules/.cache/jest',
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  transformIgnorePatterns: ['/node_modules/(?!(@ant-design/colors|@ant-design/fast-color)/)'],
  moduleNameMapper: {
    '^@portal/shared-kit$': '<rootDir>/../shared-kit/src/index.ts',
    '^@portal/shared-kit/domain$': '<rootDir>/../shared-kit/src/domain/index.ts',
    '^@portal/shared-kit/dev$': '<rootDir>/../shared-kit/src/dev/index.ts',
    '^@portal/shared-kit/testing$': '<rootDir>/../shared-kit/src/testing/index.ts',
    '\\.(css|less)$': '<rootDir>/../scripts/jest/style-stub.cjs',
  },
};

/**
 * A frontend package is two projects under its name (`--selectProjects shell` picks both):
 * `*.test.tsx` in jsdom, plain `*.test.ts` in node (no DOM, no jest-dom: ~30 ms less per file).
 * A `.test.ts` that needs the DOM says `@jest-environment jsdom` in its docblock; setup-node.cjs
 * then gives it the jsdom setup too.
 */
const web = (dir) => {
  const project = {
    ...shared,
    moduleNameMapper: {
      ...shared.moduleNameMapper,
      '^@rc-component/util/lib/Dom/dynamicCSS$': '<rootDir>/../scripts/jest/detached-css.cjs',
      '^@ant-design/cssinjs$': '<rootDir>/../scripts/jest/cssinjs-no-styles.cjs',
      '^antd$': '<rootDir>/../scripts/jest/antd-lazy.cjs',
      '^@ant-design/icons$': '<rootDir>/../scripts/jest/icons-lazy.cjs',
    },
    displayName: dir,
    rootDir: `<rootDir>/${dir}`,
    runtime: '<rootDir>/../scripts/jest/code-cache-runtime.cjs',
  };
  return [
    {
      ...project,
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/../scripts/jest/setup-dom.ts'],
      testMatch: ['<rootDir>/src/**/*.test.tsx'],
    },
    {
      ...project,
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/../scripts/jest/setup-node.cjs'],
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
  ];
};

module.exports = {
  testSequencer: '<rootDir>/scripts/jest/slow-first-sequencer.cjs',
  projects: [
    ...web('shared-kit'),
    ...web('shell'),
    ...web('remote-auth'),
    ...web('remote-competition'),
    ...web('remote-training'),
    ...web('remote-markets'),
    ...web('forex-detail'),
    {
      ...shared,
      displayName: 'scripts',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/webpack/**/*.test.ts', '<rootDir>/docs/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      // PGlite's CommonJS build loads node built-ins with import(), which jest's CommonJS runtime
      // refuses; swc rewrites those calls to require().
      transformIgnorePatterns: ['/node_modules/(?!@electric-sql/)'],
      transform: {
        ...shared.transform,
        '^.+\\.cjs$': [
          '@swc/jest',
          { jsc: { parser: { syntax: 'ecmascript' } }, module: { type: 'commonjs' } },
        ],
      },
    },
  ].map((p) => ({ ...p, rootDir: p.rootDir.replace('<rootDir>', __dirname) })),
};
