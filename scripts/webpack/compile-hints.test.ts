import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { compileHints, HINT } from './compile-hints.cjs';

/** Builds a two-file app (an entry and a lazy chunk) with the plugin, minified, and reads the output. */
function build(): Promise<Map<string, string>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  writeFileSync(
    path.join(dir, 'entry.js'),
    "export const start = () => import(/* webpackChunkName: 'later' */ './later.js');\nstart();\n",
  );
  writeFileSync(path.join(dir, 'later.js'), 'export const later = () => 42;\n');
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { main: './entry.js' },
        output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js' },
        plugins: [compileHints([])],
      },
      (error, stats) => {
        if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()));
        const out = path.join(dir, 'dist');
        resolve(new Map(readdirSync(out).map((f) => [f, readFileSync(path.join(out, f), 'utf8')])));
      },
    );
  });
}

describe('compile hints', () => {
  it('starts the entry chunk with the eager-compile hint after minification, not a lazy chunk', async () => {
    const files = await build();
    const entry = [...files].find(([name]) => name.startsWith('main.'));
    const lazy = [...files].find(([name]) => name.startsWith('later.'));
    expect(entry?.[1].startsWith(HINT)).toBe(true);
    expect(lazy?.[1]).not.toContain('allFunctionsCalledOnLoad');
  }, 30_000);
});
