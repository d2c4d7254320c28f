// `npm start`: install what is missing, build what changed, start the server with its embedded
// database and demo data, and serve the whole portal on one URL (default http://localhost:8080).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAll } from './lib/build.mjs';
import { ensureNodeModules, ROOT } from './lib/ensure.mjs';
import { log } from './lib/run.mjs';

try {
  await ensureNodeModules();
  await buildAll();
  log('启动服务');
  const server = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'main.js')], {
    stdio: 'inherit',
    env: { PORT: '8080', ...process.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
} catch (error) {
  console.error(`启动失败: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
