// Regenerates shared-kit/src/api-types/openapi.ts from the server's OpenAPI document: runs the
// staleness test (server/src/http/api-types.test.ts) in its writing mode.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const jest = path.join(root, 'node_modules/jest/bin/jest.js');
const run = spawnSync(
  process.execPath,
  [jest, '--ci', '--selectProjects', 'server', '--', 'server/src/http/api-types.test.ts'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test', WRITE_API_TYPES: '1' } },
);
process.exit(run.status ?? 1);
