#!/usr/bin/env node
// Hub memory under abuse (issue 12): many official @microsoft/signalr clients, each trying to join
// thousands of distinct HisTrain groups. Prints the hub process's RSS before and after, how many
// joins the hub accepted and refused, and how many groups exist. Loopback only, stops by itself.
//
// The hub is the server's own: createRealtime() from the BUILT server (server/dist/http/realtime.js)
// with the limits of server/src/config.ts (env HUB_MAX_GROUPS_PER_CONNECTION, …), in a child process
// started with --expose-gc; sessions are stood in by tokens `u<user>` (no database involved).
// Build first with `npm run build -w @portal/server` (the script builds when dist is missing).
//
// Usage: node scripts/bench/hub-limits.mjs [--connections=300] [--users=30] [--groups=10000]
//        [--dist=<another server/dist>]
import { fork, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
// --dist=<folder> runs another build of the server (e.g. an older commit, for a before/after).
const distArg = process.argv.find((a) => a.startsWith('--dist='))?.slice('--dist='.length);
const dist = distArg ? path.resolve(distArg) : path.join(root, 'server/dist');

const args = Object.fromEntries(
  process.argv.slice(2).flatMap((a) => {
    const m = /^--([\w-]+)=(.*)$/.exec(a);
    return m ? [[m[1], m[2]]] : [];
  }),
);
const settings = {
  connections: Number(args.connections ?? 300),
  users: Number(args.users ?? 30),
  groups: Number(args.groups ?? 10_000),
};
const MB = (bytes) => Math.round(bytes / 1024 / 1024);

if (process.argv.includes('--hub-process')) runHub();
else await runBench();

/** Child process: the server's hub on an ephemeral loopback port; reports memory on request. */
function runHub() {
  const { createRealtime } = require(path.join(dist, 'http/realtime.js'));
  const { loadConfig } = require(path.join(dist, 'config.js'));
  const config = loadConfig();
  const hub = createRealtime({
    authenticate: async (token) => {
      const m = /^u(\d+)$/.exec(token);
      return m ? { id: Number(m[1]), userName: token, role: 'student' } : undefined;
    },
    redisUrl: undefined,
    limits: config.hub,
    corsOrigins: [],
  });
  const server = createServer((req, res) => {
    if (!hub.handleNegotiate(req, res)) res.writeHead(404).end();
  });
  hub.attach(server);
  const sample = (extra) => {
    global.gc?.();
    const ids = [...Array(settings.users).keys()].flatMap((u) => hub.groupConnections(`user:${u}`));
    const groups = new Set(ids.flatMap((id) => hub.groupsOf(id)));
    return {
      rss: process.memoryUsage().rss,
      heapUsed: process.memoryUsage().heapUsed,
      connections: hub.connectionCount(),
      groups: groups.size,
      ...extra,
    };
  };
  server.listen(0, '127.0.0.1', () =>
    process.send({ port: server.address().port, limits: config.hub }),
  );
  process.on('message', async (message) => {
    if (message.sample) process.send({ sample: sample() });
    if (message.stop) {
      await hub.close();
      server.close(() => process.exit(0));
    }
  });
}

async function runBench() {
  const deadline = setTimeout(() => {
    console.error('hub-limits: timed out');
    process.exit(1);
  }, 1_800_000);
  if (!existsSync(path.join(dist, 'http/realtime.js'))) {
    console.log('hub-limits: building the server (npm run build -w @portal/server)');
    const build = spawnSync('npm', ['run', 'build', '-w', '@portal/server'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(1);
  }
  const signalR = require('@microsoft/signalr');
  const child = fork(fileURLToPath(import.meta.url), ['--hub-process', ...process.argv.slice(2)], {
    stdio: 'inherit',
    execArgv: ['--expose-gc'],
  });
  const fromChild = (key) =>
    new Promise((resolve) => {
      const onMessage = (m) => {
        if (key in m) {
          child.off('message', onMessage);
          resolve(m);
        }
      };
      child.on('message', onMessage);
    });
  const sample = async () => {
    child.send({ sample: true });
    return (await fromChild('sample')).sample;
  };
  const { port, limits } = await fromChild('port');
  const url = `http://127.0.0.1:${port}/hubs/quote`;
  const before = await sample();

  const clients = [];
  const started = Date.now();
  for (let i = 0; i < settings.connections; i += 50) {
    const batch = [];
    for (let j = i; j < Math.min(i + 50, settings.connections); j += 1) {
      const connection = new signalR.HubConnectionBuilder()
        .withUrl(url, {
          transport: signalR.HttpTransportType.WebSockets,
          accessTokenFactory: () => `u${j % settings.users}`,
        })
        .configureLogging(signalR.LogLevel.None)
        .build();
      // The flood keeps the hub busy for a while: the client must not give up on it meanwhile.
      connection.serverTimeoutInMilliseconds = 600_000;
      clients.push(connection);
      batch.push(connection.start());
    }
    await Promise.all(batch);
  }
  const connected = await sample();

  // Every connection tries to join `groups` distinct training streams. The calls go as `send`
  // (no completion, as an attacker would send them) in batches of 1000, each followed by a Login
  // `invoke` that returns once the hub has handled the batch (a connection's calls run in order);
  // a last HisTrain `invoke` shows what the hub answers once a connection is full.
  const errors = new Map();
  await Promise.all(
    clients.map(async (connection, c) => {
      for (let g = 0; g < settings.groups; g += 1000) {
        const sends = [];
        for (let k = g; k < Math.min(g + 1000, settings.groups); k += 1) {
          sends.push(connection.send('HisTrain', `c${c}-k${k}`));
        }
        await Promise.all(sends);
        await connection.invoke('Login');
      }
      await connection.invoke('HisTrain', `c${c}-last`).then(
        () => errors.set('accepted', (errors.get('accepted') ?? 0) + 1),
        (e) => errors.set(e.message, (errors.get(e.message) ?? 0) + 1),
      );
    }),
  );
  const joinSeconds = (Date.now() - started) / 1000;
  const after = await sample();
  // Joined groups: every group but the users' own.
  const accepted = after.groups - settings.users;
  const refused = settings.connections * (settings.groups + 1) - accepted;

  // One more connection per user: the oldest of each user is closed, the count stays capped.
  const extra = [];
  for (let u = 0; u < settings.users; u += 1) {
    const connection = new signalR.HubConnectionBuilder()
      .withUrl(url, {
        transport: signalR.HttpTransportType.WebSockets,
        accessTokenFactory: () => `u${u}`,
      })
      .configureLogging(signalR.LogLevel.None)
      .build();
    extra.push(connection);
    await connection.start();
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const capped = await sample();

  await Promise.all([...clients, ...extra].map((c) => c.stop().catch(() => undefined)));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const closed = await sample();
  child.send({ stop: true });
  await new Promise((resolve) => child.once('exit', resolve));
  clearTimeout(deadline);

  const result = {
    ...settings,
    limits,
    attempted: settings.connections * (settings.groups + 1),
    accepted,
    refused,
    lastCallAnswers: Object.fromEntries(errors),
    seconds: +joinSeconds.toFixed(1),
    rssMB: {
      idle: MB(before.rss),
      connected: MB(connected.rss),
      afterJoins: MB(after.rss),
      afterAllClosed: MB(closed.rss),
    },
    heapUsedMB: {
      idle: MB(before.heapUsed),
      afterJoins: MB(after.heapUsed),
      afterAllClosed: MB(closed.heapUsed),
    },
    groupsAfterJoins: after.groups,
    connectionsAfterExtraPerUser: capped.connections,
  };
  console.log(
    `hub-limits: ${settings.connections} connections (${settings.users} users) each trying ${settings.groups} HisTrain groups`,
  );
  console.log(
    `  limits ${JSON.stringify(limits)}; joins accepted ${accepted}, refused ${refused} in ${result.seconds} s; groups ${after.groups}; last call: ${JSON.stringify(result.lastCallAnswers)}`,
  );
  console.log(
    `  hub RSS: idle ${result.rssMB.idle} MB, ${settings.connections} connected ${result.rssMB.connected} MB, after the joins ${result.rssMB.afterJoins} MB (heap ${result.heapUsedMB.afterJoins} MB), all closed ${result.rssMB.afterAllClosed} MB (heap ${result.heapUsedMB.afterAllClosed} MB)`,
  );
  console.log(
    `  one more connection per user: ${capped.connections} live connections (cap ${limits?.maxConnectionsPerUser ?? 'none'} per user)`,
  );
  mkdirSync(path.join(root, '.bench-results'), { recursive: true });
  writeFileSync(path.join(root, '.bench-results/hub-limits.json'), JSON.stringify(result, null, 2));
}
