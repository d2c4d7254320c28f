// Small process helpers for the orchestration scripts; Node built-ins only (they run before `npm ci`).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Runs a command quietly; true when it exits 0. */
export function succeeds(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'ignore', ...options });
  return result.status === 0;
}

export function log(message) {
  console.log(`\n\u001b[36m▶ ${message}\u001b[0m`);
}

/**
 * Runs a command with its output written to `file` instead of the terminal (a step that runs beside
 * another keeps its lines together; the caller prints the file when the step ends).
 */
export async function runLogged(file, command, args, options = {}) {
  const { openSync, closeSync } = await import('node:fs');
  const fd = openSync(file, 'w');
  try {
    return await run(command, args, { ...options, stdio: ['ignore', fd, fd] });
  } finally {
    closeSync(fd);
  }
}

/** Busy and total jiffies of all cores (/proc/stat; undefined off Linux). */
export function cpuTimes() {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = cpu.map(Number);
    return {
      busy: user + nice + system + irq + softirq + steal,
      total: user + nice + system + idle + iowait + irq + softirq + steal,
    };
  } catch {
    return undefined;
  }
}
/** The share of core time that was busy between two cpuTimes() readings, e.g. '87%'. */
export const busyShare = (a, b) =>
  a && b && b.total > a.total
    ? `${Math.round((100 * (b.busy - a.busy)) / (b.total - a.total))}%`
    : '?';
