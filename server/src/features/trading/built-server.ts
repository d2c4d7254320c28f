import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** Root of the server package (dist/main.js lives under it). */
export const SERVER_ROOT = path.resolve(__dirname, '../../..');

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

/** A spawned `node dist/main.js` and its base URL. */
export interface BuiltServer {
  child: ChildProcess;
  url: string;
}

/**
 * Starts the built server as a real process on a loopback port (demo market on a timer, demo
 * accounts seeded), and resolves once /health answers.
 */
export async function spawnBuiltServer(
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<BuiltServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...extraEnv,
  };
  // Jest marks its workers; the child must run as a normal server with its market timer.
  delete env.JEST_WORKER_ID;
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(SERVER_ROOT, 'dist/main.js')], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return { child, url };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${stderr}`);
}

/** Kills the process with SIGKILL (no shutdown hooks run) and waits for it to be gone. */
export function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
