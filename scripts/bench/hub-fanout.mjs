#!/usr/bin/env node
// Hub fan-out benchmark: 500 official @microsoft/signalr clients subscribed to groups while the hub
// pushes to every group at a fixed rate, beside a raw `ws` server measured in the same run with the
// same layout: each server runs alone in a child process forked from this script (same Node flags),
// the clients live in this process; same clients (official ones on both sides: the raw server
// answers their handshake and nothing more, they reach it with skipNegotiation), same client count,
// same group layout (client j in group j mod groups), same payload (the hub's Invocation record,
// `{"type":1,"target":"Tick",...}\x1e`, serialised once per group push) and the same rate. Prints
// delivered messages/s, the delivery delay (from the time the push was due, so a server that falls
// behind shows it) and the server's CPU per delivery, then hub ÷ raw.
// Loopback only, bounded in time, stops by itself.
//
// It runs the hub from the BUILT server code, server/dist/hub/index.js (built with swc when missing).
// Usage: node scripts/bench/hub-fanout.mjs [--clients=500] [--groups=50] [--rate=200] [--seconds=10]
//   [--rounds=1] (rounds of raw + hub, the order alternating) [--only=hub|raw]
//   [--cpu-prof=<dir>] (the hub's child writes a V8 CPU profile there; see profile-top.mjs)
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ROOT,
  ensureServerBuilt,
  fromChild,
  numberOptions,
  parseArgs,
  percentile,
} from './lib.mjs';

const require = createRequire(import.meta.url);
const SELF = fileURLToPath(import.meta.url);
export const HUB_MODULE = path.join(ROOT, 'server/dist/hub/index.js');
export const HUB_PATH = '/hubs/bench';
export const now = () => performance.timeOrigin + performance.now();
const FIRST_ROUND = 'first round ≈1×; last measured 132 k/s vs 164 k/s = 0.81×, p99 51 vs 30 ms';

/** The hub as the product builds it, plus a `Join(group)` method; pushes go through sendGroup. */
function hubServer() {
  const { createHub } = require(HUB_MODULE);
  const hub = createHub({
    path: HUB_PATH,
    authenticate: async (token) => (token ? { id: token } : null),
    logger: { debug() {}, warn: console.warn, error: console.error },
  });
  hub.method('Join', (ctx, group) => ctx.hub.addToGroup(ctx.connectionId, group));
  const server = createServer((req, res) => {
    if (!hub.handleNegotiate(req, res)) res.writeHead(404).end();
  });
  hub.attach(server);
  const publish = (group, tick) => void hub.sendGroup(group, 'Tick', tick);
  return { server, publish, close: () => hub.close() };
}

/**
 * What one would write by hand with `ws`: `?group=` picks the group, the handshake is answered with
 * `{}` and nothing else of the protocol is spoken; one send per member.
 */
function rawServer() {
  const { WebSocketServer } = require('ws');
  const server = createServer((req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ server });
  const groups = new Map();
  wss.on('connection', (ws, req) => {
    const group = new URL(req.url, 'http://x').searchParams.get('group') ?? '';
    const members = groups.get(group) ?? new Set();
    groups.set(group, members);
    // The client's first record is its handshake: answer it, then it is a member. Later records
    // (the client's pings) are read and ignored.
    ws.once('message', () => {
      ws.send('{}\x1e');
      members.add(ws);
    });
    ws.on('close', () => members.delete(ws));
  });
  const publish = (group, tick) => {
    const record = `${JSON.stringify({ type: 1, target: 'Tick', arguments: [tick] })}\x1e`;
    for (const ws of groups.get(group) ?? []) ws.send(record);
  };
  const close = async () => {
    for (const ws of wss.clients) ws.terminate();
    wss.close();
  };
  return { server, publish, close };
}

/**
 * Pushes one round (a Tick to every group) `rate` times a second for `seconds`; a late timer
 * catches up, so the offered load stays fixed. Reports what it published and the CPU it used.
 */
function pushAtRate({ groups, rate, seconds }, publish) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const start = performance.timeOrigin + t0;
  const total = Math.round(rate * seconds);
  let rounds = 0;
  const timer = setInterval(
    () => {
      const due = Math.min(total, Math.floor(((performance.now() - t0) / 1000) * rate));
      for (; rounds < due; rounds += 1) {
        // The time the round was due: a server that falls behind shows it in the delay.
        const sentAt = start + ((rounds + 1) * 1000) / rate;
        for (let g = 0; g < groups; g += 1) publish(`g${g}`, { sentAt, seq: rounds });
      }
      if (rounds < total) return;
      clearInterval(timer);
      const cpu = process.cpuUsage(cpu0);
      process.send({ done: { published: total * groups, cpuMs: (cpu.user + cpu.system) / 1000 } });
    },
    Math.max(1, Math.min(10, Math.floor(1000 / rate))),
  );
}

/** Child process: one server on an ephemeral loopback port, driven by messages from the parent. */
function serve(kind) {
  const { server, publish, close } = kind === 'hub' ? hubServer() : rawServer();
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  // The parent gone (killed, crashed): nothing left to serve.
  process.on('disconnect', () => process.exit(1));
  process.on('message', async (message) => {
    if (message.start) pushAtRate(message.start, publish);
    if (message.memory) process.send({ memory: process.memoryUsage() });
    if (message.stop) {
      await close();
      server.close(() => process.exit(0));
      setTimeout(() => process.exit(0), 2000).unref();
    }
  });
}

/** Forks this script as a `kind` server (hub or raw); resolves with the child and its port. */
export async function startServerChild(kind, execArgv = []) {
  const child = fork(SELF, [`--serve=${kind}`], { stdio: 'inherit', execArgv });
  return { child, port: await fromChild(child, 'port') };
}

export async function stopServerChild(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send({ stop: true });
  await exited;
}

/** An official client: to the hub through negotiate, then `Join`; to the raw server directly. */
async function officialClient(kind, port, j, group, onTick) {
  const signalR = require('@microsoft/signalr');
  const hub = kind === 'hub';
  const connection = new signalR.HubConnectionBuilder()
    .withUrl(
      hub ? `http://127.0.0.1:${port}${HUB_PATH}` : `http://127.0.0.1:${port}/?group=${group}`,
      {
        transport: signalR.HttpTransportType.WebSockets,
        skipNegotiation: !hub,
        accessTokenFactory: () => `bench-${j}`,
      },
    )
    .configureLogging(signalR.LogLevel.None)
    .build();
  connection.on('tick', onTick);
  await connection.start();
  if (hub) await connection.invoke('Join', group);
  return () => connection.stop();
}

/** One measured run of one server: connect, push for `seconds`, wait for the tail, disconnect. */
async function phase(kind, settings, execArgv) {
  const { child, port } = await startServerChild(kind, kind === 'hub' ? execArgv : []);
  const delays = [];
  let measuring = false;
  let lastAt = 0;
  const onTick = (tick) => {
    if (!measuring) return;
    lastAt = now();
    delays.push(lastAt - tick.sentAt);
  };
  const stops = [];
  // In batches: a burst of 500 simultaneous handshakes measures the handshake, not fan-out.
  for (let i = 0; i < settings.clients; i += 50) {
    const batch = [];
    for (let j = i; j < Math.min(i + 50, settings.clients); j += 1)
      batch.push(officialClient(kind, port, j, `g${j % settings.groups}`, onTick));
    stops.push(...(await Promise.all(batch)));
  }
  measuring = true;
  const started = now();
  child.send({ start: settings });
  const { published, cpuMs } = await fromChild(child, 'done');
  const expected = (published * settings.clients) / settings.groups;
  // The tail: until everything arrived or nothing came for half a second.
  for (let n = -1; delays.length < expected && n !== delays.length;) {
    n = delays.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  measuring = false;
  await Promise.all(stops.map((stop) => stop()));
  await stopServerChild(child);
  return { delays, delivered: delays.length, expected, seconds: (lastAt - started) / 1000, cpuMs };
}

function summarize(runs) {
  const delays = runs.flatMap((r) => r.delays).sort((a, b) => a - b);
  const sum = (k) => runs.reduce((a, r) => a + r[k], 0);
  const delivered = sum('delivered');
  const fixed = (x) => +x.toFixed(2);
  return {
    delivered,
    expected: sum('expected'),
    perSecond: Math.round(delivered / sum('seconds')),
    p50: fixed(percentile(delays, 50)),
    p99: fixed(percentile(delays, 99)),
    max: fixed(delays.at(-1) ?? NaN),
    cpuUsPerDelivery: fixed((sum('cpuMs') * 1000) / Math.max(1, delivered)),
  };
}

function report(settings, results) {
  console.log(
    `hub-fanout: ${settings.clients} clients in ${settings.groups} groups, ${settings.rate} msg/s per group for ${settings.seconds} s × ${settings.rounds} round(s); each server in a child process, clients in this one`,
  );
  for (const [kind, r] of Object.entries(results)) {
    console.log(
      `  ${kind === 'hub' ? 'hub (SignalR)' : 'raw ws      '}  delivered ${r.delivered}/${r.expected} (${r.perSecond} msg/s), delay p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms; server CPU ${r.cpuUsPerDelivery} µs per delivery`,
    );
  }
  const { hub, raw } = results;
  if (!hub || !raw) return;
  const ratio = hub.perSecond / raw.perSecond;
  const ok = ratio >= 0.9 && hub.p99 <= 50;
  console.log(
    `  hub ÷ raw: ${ratio.toFixed(2)}× msg/s, p99 ${hub.p99} vs ${raw.p99} ms, CPU per delivery ${(hub.cpuUsPerDelivery / raw.cpuUsPerDelivery).toFixed(2)}× (goal ≥ 0.9× and hub p99 ≤ 50 ms; ${FIRST_ROUND}) → ${ok ? 'ok' : 'NOT MET'}`,
  );
}

async function runBench() {
  const args = parseArgs();
  const settings = numberOptions('hub-fanout', {
    clients: [500, 1, 20_000],
    groups: [50, 1, 1000],
    rate: [200, 1, 1000],
    seconds: [10, 1, 600],
    rounds: [1, 1, 10],
  });
  const deadline = setTimeout(
    () => {
      console.error('hub-fanout: timed out');
      process.exit(1);
    },
    (settings.seconds + 120) * settings.rounds * 2 * 1000,
  );
  ensureServerBuilt(HUB_MODULE);
  const execArgv = args['cpu-prof']
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args['cpu-prof'])}`]
    : [];
  const kinds = args.only ? [args.only] : ['raw', 'hub'];
  const runs = { raw: [], hub: [] };
  for (let round = 0; round < settings.rounds; round += 1) {
    const order = round % 2 === 0 ? kinds : [...kinds].reverse();
    for (const kind of order) runs[kind].push(await phase(kind, settings, execArgv));
  }
  clearTimeout(deadline);
  const results = Object.fromEntries(kinds.map((kind) => [kind, summarize(runs[kind])]));
  report(settings, results);
  mkdirSync(path.join(ROOT, '.bench-results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, '.bench-results/hub-fanout.json'),
    JSON.stringify({ ...settings, ...results }, null, 2),
  );
}

const serveKind = parseArgs().serve;
if (serveKind) serve(serveKind);
else if (process.argv[1] === SELF) await runBench();
