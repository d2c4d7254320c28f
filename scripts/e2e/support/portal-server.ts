import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..', '..');

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningPortal {
  baseUrl: string;
  portalConfig: string;
  dataDir: string;
  process: ChildProcess;
}

/**
 * Starts the built server (server/dist/main.js) exactly as `npm start` does, on a free port with a
 * fresh data folder and its own copy of the portal configuration that tests may edit.
 */
export async function startPortal(extraEnv: Record<string, string> = {}): Promise<RunningPortal> {
  const port = await freePort();
  const work = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const portalConfig = path.join(work, 'portal.json');
  copyFileSync(path.join(ROOT, 'server', 'config', 'portal.json'), portalConfig);
  const dataDir = path.join(work, 'data');
  // The server runs as `npm start` runs it: jest's NODE_ENV=test would give it the hand-driven test
  // clock, and its demo market would never move.
  const { NODE_ENV: _nodeEnv, JEST_WORKER_ID: _worker, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'main.js')], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PORTAL_CONFIG: portalConfig,
      ENABLE_TEST_ROUTES: '1',
      LOG_LEVEL: 'warn',
      // Every e2e file signs the same demo accounts in from one address, many times a minute.
      LOGIN_RATE_PER_IP: '10000',
      LOGIN_RATE_PER_ACCOUNT: '1000',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/health`);
      if (res.ok) return { baseUrl, portalConfig, dataDir, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('portal server did not become healthy in 120 s');
}

/** Stops a portal server a test started: SIGTERM, then SIGKILL if it is still there after 5 s. */
export async function stopPortal(portal: RunningPortal): Promise<void> {
  const child = portal.process;
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * A portal server of the calling test file's own, for a file that moves the market far (a month of
 * day ends, an expiry jump, a gap on an underlying other files trade): for the file's duration
 * every helper that reads E2E_BASE_URL talks to it, and the run's shared server never sees the
 * moves. Call at the top level of the file; the run's server is restored after it.
 */
export function ownPortalForFile(): void {
  let own: RunningPortal | undefined;
  const shared = process.env.E2E_BASE_URL;
  beforeAll(async () => {
    own = await startPortal();
    process.env.E2E_BASE_URL = own.baseUrl;
  }, 150_000);
  afterAll(async () => {
    process.env.E2E_BASE_URL = shared;
    if (own) await stopPortal(own);
  });
}
