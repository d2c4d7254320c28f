#!/usr/bin/env node
// Hub fan-out benchmark: many official @microsoft/signalr clients subscribed to groups while the
// hub pushes to every group at a fixed rate. Prints delivered messages/s and delivery delay
// percentiles (the push carries its send time). Loopback only, bounded in time, stops by itself.
//
// It runs the hub from the BUILT server code, server/dist/hub/index.js. Build it first with
//   npx swc server/src -d server/dist --strip-leading-paths
// (the script runs that command itself when the file is missing).
//
// Usage: node scripts/bench/hub-fanout.mjs [--clients=500] [--groups=50] [--rate=10] [--seconds=10]
// The hub runs in a child process so the 500 clients and the server do not share one event loop.
import { spawnSync, fork } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const hubModulePath = path.join(root, 'server/dist/hub/index.js');
const now = () => performance.timeOrigin + performance.now();

const args = Object.fromEntries(
  process.argv.slice(2).flatMap((a) => {
    const m = /^--([\w-]+)=(.*)$/.exec(a);
    return m ? [[m[1], m[2]]] : [];
  }),
);
const settings = {
  clients: Number(args.clients ?? 500),
  groups: Number(args.groups ?? 50),
  rate: Number(args.rate ?? 10),
  seconds: Number(args.seconds ?? 10),
};

if (process.argv.includes('--hub-process')) runHub();
else await runBench();

/** Child process: the hub on an ephemeral loopback port, pushing on command from the parent. */
function runHub() {
  const { createHub } = require(hubModulePath);
  const hub = createHub({
    path: '/hubs/bench',
    authenticate: async (token) => (token ? { id: token } : null),
    logger: { debug() {}, warn: console.warn, error: console.error },
  });
  hub.method('Join', (ctx, group) => ctx.hub.addToGroup(ctx.connectionId, group));
  const server = createServer((req, res) => {
    if (!hub.handleNegotiate(req, res)) res.writeHead(404).end();
  });
  hub.attach(server);
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('message', async (message) => {
    if (message.start) {
      const { groups, rate, seconds } = message.start;
      let published = 0;
      let seq = 0;
      // One timer tick sends to every group, so each group gets `rate` messages a second.
      const timer = setInterval(() => {
        seq += 1;
        for (let g = 0; g < groups; g += 1) {
          void hub.sendGroup(`g${g}`, 'Tick', { sentAt: now(), seq });
          published += 1;
        }
      }, 1000 / rate);
      setTimeout(() => {
        clearInterval(timer);
        process.send({ published });
      }, seconds * 1000);
    }
    if (message.stop) {
      await hub.close();
      server.close(() => process.exit(0));
    }
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function runBench() {
  // Hard stop: whatever happens, the benchmark ends.
  const deadline = setTimeout(
    () => {
      console.error('hub-fanout: timed out');
      process.exit(1);
    },
    (settings.seconds + 90) * 1000,
  );
  if (!existsSync(hubModulePath)) {
    console.log(
      'hub-fanout: building the server (npx swc server/src -d server/dist --strip-leading-paths)',
    );
    const build = spawnSync(
      'npx',
      ['swc', 'server/src', '-d', 'server/dist', '--strip-leading-paths'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    if (build.status !== 0) process.exit(1);
  }
  const signalR = require('@microsoft/signalr');
  const child = fork(fileURLToPath(import.meta.url), ['--hub-process'], { stdio: 'inherit' });
  const fromChild = (key) =>
    new Promise((resolve) => {
      const onMessage = (m) => {
        if (key in m) {
          child.off('message', onMessage);
          resolve(m[key]);
        }
      };
      child.on('message', onMessage);
    });
  const port = await fromChild('port');
  const url = `http://127.0.0.1:${port}/hubs/bench`;

  const delays = [];
  let delivered = 0;
  let measuring = false;
  const clients = [];
  const connectStarted = now();
  // Connect in batches: a burst of 500 simultaneous negotiations measures the handshake, not fan-out.
  for (let i = 0; i < settings.clients; i += 50) {
    const batch = [];
    for (let j = i; j < Math.min(i + 50, settings.clients); j += 1) {
      const connection = new signalR.HubConnectionBuilder()
        .withUrl(url, {
          transport: signalR.HttpTransportType.WebSockets,
          accessTokenFactory: () => `bench-${j}`,
        })
        .configureLogging(signalR.LogLevel.None)
        .build();
      connection.on('tick', (tick) => {
        if (!measuring) return;
        delivered += 1;
        delays.push(now() - tick.sentAt);
      });
      clients.push(connection);
      batch.push(
        connection.start().then(() => connection.invoke('Join', `g${j % settings.groups}`)),
      );
    }
    await Promise.all(batch);
  }
  const connectMs = now() - connectStarted;

  measuring = true;
  const started = now();
  child.send({ start: settings });
  const published = await fromChild('published');
  const elapsedS = (now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 500)); // let the last pushes arrive
  measuring = false;

  await Promise.all(clients.map((c) => c.stop()));
  child.send({ stop: true });
  await new Promise((resolve) => child.once('exit', resolve));
  clearTimeout(deadline);

  delays.sort((a, b) => a - b);
  const perGroup = settings.clients / settings.groups;
  const result = {
    ...settings,
    connectSeconds: +(connectMs / 1000).toFixed(2),
    published,
    expectedDeliveries: Math.round(published * perGroup),
    delivered,
    deliveredPerSecond: Math.round(delivered / elapsedS),
    delayMs: {
      p50: +percentile(delays, 50).toFixed(2),
      p99: +percentile(delays, 99).toFixed(2),
      max: +(delays.at(-1) ?? NaN).toFixed(2),
    },
  };
  console.log(
    `hub-fanout: ${settings.clients} clients in ${settings.groups} groups, ${settings.rate} msg/s per group for ${settings.seconds} s`,
  );
  console.log(
    `  delivered ${delivered}/${result.expectedDeliveries} (${result.deliveredPerSecond} msg/s), delay p50 ${result.delayMs.p50} ms, p99 ${result.delayMs.p99} ms, max ${result.delayMs.max} ms`,
  );
  mkdirSync(path.join(root, '.bench-results'), { recursive: true });
  writeFileSync(path.join(root, '.bench-results/hub-fanout.json'), JSON.stringify(result, null, 2));
}
