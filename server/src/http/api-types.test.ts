import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_TEST_DB } from '../db/test-db';
import { startTestServer, type TestServer } from './test-app';

// Each file starts its own databases; on a busy shared machine that takes more than 5 s.
jest.setTimeout(120_000);

const root = path.resolve(__dirname, '../../..');
const target = path.join(root, 'shared-kit/src/api-types/openapi.ts');

/** The client types openapi-typescript writes for the server's OpenAPI document. */
function clientTypes(doc: unknown): string {
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/api-types/to-ts.mjs')], {
    input: JSON.stringify(doc),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`to-ts.mjs failed: ${run.stderr}`);
  return run.stdout;
}

describe('the client types generated from the OpenAPI document', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(DEFAULT_TEST_DB);
  });
  afterAll(() => s.close());

  it('are the committed ones (node scripts/api-types/generate.mjs rewrites them)', () => {
    const types = clientTypes(s.app.swagger());
    if (process.env.WRITE_API_TYPES === '1') writeFileSync(target, types);
    expect(readFileSync(target, 'utf8') === types).toBe(true);
  });
});
