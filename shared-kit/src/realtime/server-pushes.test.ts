import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { QUOTATION_PUSH_TYPES } from './hub-constants';
import { USER_PUSHES } from './user-pushes';

// Every push the server sends has a handler on the page (issue 23): the targets of the server's
// toUser/toGroup/toAll calls, read from its source, are all known here.

const SERVER_SRC = path.resolve(__dirname, '../../../server/src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The value of a target argument: a string literal, NAME = '…' or KEY: '…' in the same file. */
function resolve(arg: string, text: string): string {
  const literal = /^['"`]([^'"`]+)['"`]$/.exec(arg);
  if (literal?.[1]) return literal[1];
  const name = arg.split('.').pop() ?? arg;
  const found = new RegExp(`\\b${name}\\s*[=:]\\s*['"]([^'"]+)['"]`).exec(text);
  return found?.[1] ?? `unresolved ${arg}`;
}

function serverTargets(): { user: Set<string>; group: Set<string> } {
  const user = new Set<string>();
  const group = new Set<string>();
  const files = sources(SERVER_SRC).map((file) => readFileSync(file, 'utf8'));
  // A constant imported from another file resolves against the whole server source.
  const all = files.join('\n');
  const target = (arg: string, text: string) => {
    const own = resolve(arg, text);
    return own.startsWith('unresolved ') ? resolve(arg, all) : own;
  };
  for (const text of files) {
    for (const m of text.matchAll(/\.toUser\(\s*[^,]+,\s*([^,)]+)[,)]/g)) {
      user.add(target((m[1] ?? '').trim(), text));
    }
    for (const m of text.matchAll(/\.to(?:Group|All)\(\s*(?:[^,]+,\s*)?([^,)]+)[,)]/g)) {
      group.add(target((m[1] ?? '').trim(), text));
    }
  }
  return { user, group };
}

it('knows every user push the server sends', () => {
  const { user } = serverTargets();
  expect(user.size).toBeGreaterThan(0);
  const handled = new Set<string>(Object.values(USER_PUSHES));
  expect([...user].filter((t) => !handled.has(t))).toEqual([]);
});

it('subscribes only to quotation pushes the page handles', () => {
  const quoteTypes = readFileSync(
    path.join(SERVER_SRC, 'features/quotation/quote-publisher.ts'),
    'utf8',
  );
  const served = [...quoteTypes.matchAll(/^\s+'(\w+)',$/gm)].map((m) => m[1]);
  expect(served.length).toBeGreaterThan(0);
  expect(
    served.filter((t) => !(QUOTATION_PUSH_TYPES as readonly string[]).includes(t ?? '')),
  ).toEqual([]);
});
