// `npm run dev`: the server (rebuilt on start) plus every app in its own webpack dev server with hot
// reload. Open http://localhost:3000 (the shell); remotes run on 3001–3004, the API on 8080.
// `npm run dev -- --only=remote-competition`: the server and that one remote alone; its page
// (http://localhost:3002) starts from an index of its routes and signs in against the server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAll } from './lib/build.mjs';
import { ensureNodeModules, ROOT } from './lib/ensure.mjs';
import { log } from './lib/run.mjs';

const ALL_APPS = [
  'shell',
  'remote-auth',
  'remote-competition',
  'remote-training',
  'remote-markets',
];
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
if (only && !ALL_APPS.includes(only)) {
  console.error(`--only 取值: ${ALL_APPS.join(', ')}`);
  process.exit(1);
}
const APPS = only ? [only] : ALL_APPS;
/** Dev-server ports (each app's webpack.config.cjs). */
const PORTS = {
  shell: 3000,
  'remote-auth': 3001,
  'remote-competition': 3002,
  'remote-training': 3003,
  'remote-markets': 3004,
};
const SERVER_PORT = process.env.PORT ?? '8080';

await ensureNodeModules();
// The apps are served from memory by their dev servers; only the server (and the shared domain it runs) is built.
await buildAll({ only: ['shared-kit', 'server'] });
const children = [];
const start = (name, command, args, options) => {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  child.on('exit', (code) => log(`${name} 已退出 (${code})`));
  children.push(child);
};

start('server', process.execPath, [path.join(ROOT, 'server', 'dist', 'main.js')], {
  env: {
    PORT: SERVER_PORT,
    PORTAL_CONFIG: path.join(ROOT, 'server', 'config', 'portal.dev.json'),
    ...process.env,
  },
});
for (const app of APPS) {
  start(app, 'npx', ['webpack', 'serve', '--mode', 'development'], {
    cwd: path.join(ROOT, app),
    env: { ...process.env, SERVER_PORT },
  });
}
log(`开发模式: http://localhost:${PORTS[APPS[0]]}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    children.forEach((c) => c.kill(signal));
    process.exit(0);
  });
}
