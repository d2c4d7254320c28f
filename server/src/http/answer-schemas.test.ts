import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The generator builds a TypeScript program of the server: a few seconds, more on a busy machine.
jest.setTimeout(180_000);

const root = path.resolve(__dirname, '../../..');

describe('the generated answer schemas', () => {
  it('match what the handlers return (node scripts/api-schemas/generate.mjs rewrites them)', () => {
    const run = spawnSync(
      process.execPath,
      [path.join(root, 'scripts/api-schemas/generate.mjs'), '--check'],
      { encoding: 'utf8', cwd: root },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
