// Reads the server's OpenAPI document on stdin and writes the client types (TypeScript) to stdout.
// Run by server/src/http/api-types.test.ts; regenerate with `node scripts/api-types/generate.mjs`.
import { text } from 'node:stream/consumers';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';

const HEADER = `
// Generated from the server's OpenAPI document (GET /docs/json) by openapi-typescript: do not edit.
// Regenerate: node scripts/api-types/generate.mjs. server/src/http/api-types.test.ts fails when
// this file no longer matches the server.
`;

const doc = JSON.parse(await text(process.stdin));
const ast = await openapiTS(doc, { alphabetize: true });
const target = new URL('../../shared-kit/src/api-types/openapi.ts', import.meta.url).pathname;
const options = await prettier.resolveConfig(target);
process.stdout.write(
  await prettier.format(HEADER + astToString(ast), { ...options, filepath: target }),
);
