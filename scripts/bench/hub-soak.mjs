#!/usr/bin/env node
// Hub soak: holds 10 000 connected clients, 500 of them subscribed to groups and receiving, for 10
// minutes while the hub pushes to every group at a fixed rate. Prints every minute the hub process's
// RSS (the median of a sample every 5 s, and the heap) and the delivery delay p99, and at the end
// whether memory is flat: the last minute's RSS within 10 % of the second minute's.
//
// The hub runs from the built server code in a child process (lib.mjs --serve=hub, the same hub and
// `Join` method as the fan-out benchmark); the clients live in this process. The clients are
// LIGHTWEIGHT, not the official @microsoft/signalr client (10 000 of those would cost this process
// more than the hub): `ws` sockets speaking the SignalR JSON protocol themselves, exactly as the
// official client does on the wire — POST <hub>/negotiate?negotiateVersion=1 with a Bearer token,
// the socket on ?id=<connectionToken>, the handshake {"protocol":"json","version":1}, a Ping every
// 15 s. The receivers also invoke Join(group) and parse every push.
//
// Each process holds one descriptor per client: when `ulimit -n` is too low the script restarts
// itself under a raised soft limit (up to the hard one), or stops and says what to raise.
// Usage: node scripts/bench/hub-soak.mjs [--minutes=10] [--clients=10000] [--receivers=500]
//   [--groups=50] [--rate=10] (pushes per second to each group)
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  HUB_MODULE,
  HUB_PATH,
  ensureServerBuilt,
  fromChild,
  now,
  numberOptions,
  percentile,
  startServerChild,
  stopServerChild,
} from './lib.mjs';

const require = createRequire(import.meta.url);
const { WebSocket } = require('ws');
const RS = '\x1e';
const MiB = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

const settings = numberOptions('hub-soak', {
  minutes: [10, 1, 120],
  clients: [10_000, 1, 50_000],
  receivers: [500, 0, 50_000],
  groups: [50, 1, 1000],
  rate: [10, 1, 1000],
});
if (settings.receivers > settings.clients) settings.receivers = settings.clients;

/** Makes sure this process (and the hub's, which inherits it) may open enough descriptors. */
function ensureDescriptors(needed) {
  const limit = (flag) =>
    execFileSync('sh', ['-c', `ulimit ${flag}`])
      .toString()
      .trim();
  const soft = Number(limit('-Sn'));
  if (soft >= needed) return;
  const hard = limit('-Hn');
  if (process.env.HUB_SOAK_RAISED || (hard !== 'unlimited' && Number(hard) < needed)) {
    console.error(
      `hub-soak: ${needed} file descriptors needed, the limit is ${soft} (hard ${hard}). Raise it ` +
        `(ulimit -n ${needed}, or LimitNOFILE / /etc/security/limits.conf as root) or pass a smaller --clients=.`,
    );
    process.exit(2);
  }
  console.log(`hub-soak: raising the descriptor limit from ${soft} to ${needed}`);
  const self = fileURLToPath(import.meta.url);
  const run = spawnSync(
    'sh',
    [
      '-c',
      `ulimit -Sn ${needed} && exec "$0" "$@"`,
      process.execPath,
      self,
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit', env: { ...process.env, HUB_SOAK_RAISED: '1' } },
  );
  process.exit(run.status ?? 1);
}

/** Splits frames into records and hands each one, parsed, to `onRecord`. */
function frameReader(onRecord) {
  let partial = '';
  return (data) => {
    const parts = (partial + data.toString()).split(RS);
    partial = parts.pop() ?? '';
    for (const part of parts) if (part) onRecord(JSON.parse(part));
  };
}

/**
 * One lightweight client: negotiate, socket, handshake, Join when it has a group, a Ping every
 * 15 s. Idle clients do not parse what they receive (the hub's pings).
 */
async function lightClient(port, j, group, onTick) {
  const token = `soak-${j}`;
  const headers = { authorization: `Bearer ${token}` };
  const base = `127.0.0.1:${port}${HUB_PATH}`;
  const res = await fetch(`http://${base}/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers,
  });
  if (!res.ok) throw new Error(`negotiate answered ${res.status}`);
  const { connectionToken } = await res.json();
  const ws = new WebSocket(`ws://${base}?id=${connectionToken}`, {
    headers,
    perMessageDeflate: false,
  });
  let handshaken;
  let joined;
  const ready = new Promise((resolve) => (handshaken = resolve));
  const inGroup = new Promise((resolve) => (joined = resolve));
  const read = frameReader((m) => {
    if (m.type === undefined) handshaken?.(m);
    else if (m.type === 1 && m.target === 'Tick') onTick(m.arguments[0]);
    else if (m.type === 3) joined(m);
  });
  ws.on('message', (data) => {
    if (group || handshaken) read(data);
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    // Before the open: the connection failed; later: the close that follows is what counts.
    ws.on('error', reject);
  });
  ws.send(`{"protocol":"json","version":1}${RS}`);
  const answer = await ready;
  if (answer?.error) throw new Error(`handshake refused: ${answer.error}`);
  handshaken = undefined;
  // Spread over the interval, as real clients connect at different moments.
  const ping = () => ws.readyState === WebSocket.OPEN && ws.send(`{"type":6}${RS}`);
  let interval;
  const first = setTimeout(() => {
    ping();
    interval = setInterval(ping, 15_000);
  }, Math.random() * 15_000);
  ws.once('close', () => {
    clearTimeout(first);
    clearInterval(interval);
  });
  if (group) {
    ws.send(
      `${JSON.stringify({ type: 1, invocationId: '0', target: 'Join', arguments: [group] })}${RS}`,
    );
    const completion = await inGroup;
    if (completion.error) throw new Error(`Join failed: ${completion.error}`);
  }
  return ws;
}

/** Connects every client, 200 at a time; receivers first (client j < receivers in group j mod groups). */
async function connectAll(port, onTick) {
  const sockets = [];
  const failures = [];
  for (let i = 0; i < settings.clients; i += 200) {
    const batch = [];
    for (let j = i; j < Math.min(i + 200, settings.clients); j += 1) {
      const group = j < settings.receivers ? `g${j % settings.groups}` : undefined;
      batch.push(lightClient(port, j, group, onTick));
    }
    for (const r of await Promise.allSettled(batch)) {
      if (r.status === 'fulfilled') sockets.push(r.value);
      else failures.push(r.reason);
    }
  }
  if (failures.length > 0)
    console.log(`  ${failures.length} clients failed to connect, the first: ${failures[0]}`);
  return sockets;
}

async function main() {
  ensureDescriptors(settings.clients + 1000);
  ensureServerBuilt(HUB_MODULE);
  const { child, port } = await startServerChild('hub');
  let delays = [];
  const onTick = (tick) => delays.push(now() - tick.sentAt);
  console.log(
    `hub-soak: ${settings.clients} clients (${settings.receivers} receiving, in ${settings.groups} groups), ${settings.rate} pushes/s per group, ${settings.minutes} min; hub in a child process, lightweight clients here`,
  );
  const connectStarted = now();
  const sockets = await connectAll(port, onTick);
  const askMemory = () => {
    const answer = fromChild(child, 'memory');
    child.send({ memory: true });
    return answer;
  };
  const memory = await askMemory();
  console.log(
    `  ${sockets.length} connected in ${((now() - connectStarted) / 1000).toFixed(1)} s; hub RSS ${MiB(memory.rss)}, heap ${MiB(memory.heapUsed)}`,
  );
  const { minutes, groups, rate } = settings;
  const expectedPerMinute = rate * 60 * settings.receivers;
  delays = [];
  const done = fromChild(child, 'done');
  child.send({ start: { groups, rate, seconds: minutes * 60 } });
  const rss = [];
  // How late each process's event loop ran: a delay p99 with the hub's loop on time is the clients'.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  for (let minute = 1; minute <= minutes; minute += 1) {
    // RSS every 5 s, the minute's median kept: one sample lands before or after a GC by chance.
    const samples = [];
    const hubLate = { p99: 0, max: 0 };
    let hub;
    for (let s = 0; s < 12; s += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      hub = await askMemory();
      samples.push(hub.rss);
      // The hub's figures cover 5 s each: the minute's worst is kept.
      hubLate.p99 = Math.max(hubLate.p99, hub.loopMs.p99);
      hubLate.max = Math.max(hubLate.max, hub.loopMs.max);
    }
    const minuteDelays = delays.sort((a, b) => a - b);
    delays = [];
    samples.sort((a, b) => a - b);
    rss.push(percentile(samples, 50));
    const open = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length;
    const late = (p99, max) => `${p99.toFixed(0)}/${max.toFixed(0)} ms`;
    console.log(
      `  minute ${String(minute).padStart(2)}: hub RSS ${MiB(rss.at(-1))} (median of 12; ${MiB(samples[0])}–${MiB(samples.at(-1))}), heap ${MiB(hub.heapUsed)}; delivered ${minuteDelays.length}/${expectedPerMinute}, delay p50 ${percentile(minuteDelays, 50).toFixed(1)} ms, p99 ${percentile(minuteDelays, 99).toFixed(1)} ms; clients open ${open}/${settings.clients}; loop late p99/max: hub ${late(hubLate.p99, hubLate.max)}, clients ${late(loop.percentile(99) / 1e6, loop.max / 1e6)}`,
    );
    loop.reset();
  }
  await done;
  if (rss.length >= 2) {
    const change = rss.at(-1) / rss[1] - 1;
    console.log(
      `  memory ${Math.abs(change) <= 0.1 ? 'flat' : 'NOT flat'}: last minute's RSS (median) ${MiB(rss.at(-1))} is ${(change * 100).toFixed(1)} % from the second minute's ${MiB(rss[1])} (goal within ±10 %)`,
    );
  } else
    console.log(
      '  memory: one minute only, nothing to compare (the verdict needs --minutes=2 or more)',
    );
  for (const ws of sockets) ws.terminate();
  await stopServerChild(child);
}

await main();
