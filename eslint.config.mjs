// ESLint flat config: one style for every package, plus import boundaries
// (no imports between remotes, none between market sections, shared-kit only through its door).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// forex-detail is no remote but a standalone app; it keeps the same boundary (no imports either way).
const remotes = [
  'remote-auth',
  'remote-competition',
  'remote-training',
  'remote-markets',
  'shell',
  'forex-detail',
];
const marketSections = [
  'shsz',
  'margin-trading',
  'hk-markets',
  'rotary-trading-days',
  'stock-options',
  'futures',
  'finance-futures',
  'hk-stock',
  'foreign-exchange',
  'stock-index-options',
  'commodity-options',
];

/** The server's features: each is imported by the others through its index.ts only. */
const serverFeatures = readdirSync(new URL('./server/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const FEATURE_DOOR =
  "Import another feature through its door (its index.ts, e.g. '../trading'), never its files; a *-test-kit is the exception.";

const featureBoundary = (self) => ({
  files: [`server/src/features/${self}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(${serverFeatures.filter((f) => f !== self).join('|')})/(?!.*test-kit$)`,
            message: FEATURE_DOOR,
          },
        ],
      },
    ],
  },
});

const TESTS = ['**/*.test.{ts,tsx}', '**/test-support/**', '**/*test-kit*'];
/**
 * Tests may take shared-kit's test doubles (@portal/shared-kit/testing); what ships may not, so
 * they never reach a dist/. Each boundary is written twice: for the sources and for their tests.
 */
const forSourcesAndTests = (boundary) => (self) => [
  { ...boundary(self, []), ignores: TESTS },
  {
    ...boundary(self, ['!@portal/shared-kit/testing']),
    files: TESTS.map((t) => `${boundary(self, []).files[0].replace(/\/\*\*.*$/, '')}/${t}`),
  },
];

const remoteBoundary = (self, testing) => ({
  files: [`${self}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: remotes
              .filter((r) => r !== self)
              .flatMap((r) => [`@portal/${r}`, `@portal/${r}/*`, `**/${r}/src/**`]),
            message: 'Remotes never import each other: share through @portal/shared-kit.',
          },
          {
            // …/dev is the standalone page of a remote alone (its bootstrap only; the portal never loads it).
            // …/api-types: the answers typed from the server's OpenAPI document (types only).
            group: [
              '@portal/shared-kit/*',
              '!@portal/shared-kit/domain',
              '!@portal/shared-kit/dev',
              '!@portal/shared-kit/api-types',
              ...testing,
              '**/shared-kit/src/**',
            ],
            message: 'Import shared-kit only through its door: @portal/shared-kit.',
          },
        ],
      },
    ],
  },
});

const sectionBoundary = (self, testing) => ({
  files: [`remote-markets/src/sections/${self}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: marketSections
              .filter((s) => s !== self)
              .flatMap((s) => [`../${s}`, `../${s}/*`, `../../${s}/*`, `**/sections/${s}/**`]),
            message:
              'Market sections never import each other: share through remote-markets/src/common.',
          },
          {
            group: [
              '@portal/shared-kit/*',
              '!@portal/shared-kit/domain',
              '!@portal/shared-kit/api-types',
              ...testing,
            ],
            message: 'Import shared-kit only through its door: @portal/shared-kit.',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'coverage/**',
      'server/data/**',
      '.e2e-artifacts/**',
      '.bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Components, and hooks kept in files of their own (use-*.ts).
    files: ['**/*.tsx', '**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...remotes.flatMap(forSourcesAndTests(remoteBoundary)),
  ...serverFeatures.map(featureBoundary),
  {
    // The server outside its features (app, http, hub, db): a feature through its door only.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/features/**', 'server/src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)*(\\./)?features/[a-z-]+/(?!.*test-kit$)', message: FEATURE_DOOR },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/features/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\./[a-z-]+/(?!.*test-kit$)', message: FEATURE_DOOR }] },
      ],
    },
  },
  ...marketSections.flatMap(forSourcesAndTests(sectionBoundary)),
  {
    files: ['server/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'fastify',
                '@fastify/*',
                'pg',
                '@electric-sql/*',
                'ws',
                'ioredis',
                '**/features/**',
                '**/http/**',
                '**/db/**',
                '**/hub/**',
              ],
              message: 'server/src/domain is pure: no web framework, database or hub imports.',
            },
          ],
        },
      ],
    },
  },
);
