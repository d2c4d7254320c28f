#!/usr/bin/env node
// Hub fan-out benchmark: 500 official @microsoft/signalr clients subscribed to groups while the hub
// pushes to every group at a fixed rate, beside a raw `ws` server measured in the same run with the
// same layout: each server runs alone in a child process (lib.mjs --serve=, same Node flags),
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
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import {
  HUB_MODULE,
  HUB_PATH,
  ROOT,
  ensureServerBuilt,
  fromChild,
  now,
  numberOptions,
  parseArgs,
  percentile,
  startServerChild,
  stopServerChild,
} from './lib.mjs';

const require = createRequire(import.meta.url);
const FIRST_ROUND = 'first round ≈1×; last measured 132 k/s vs 164 k/s = 0.81×, p99 51 vs 30 ms';

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
  const clientCpu0 = process.cpuUsage();
  child.send({ start: settings });
  const { published, cpuMs } = await fromChild(child, 'done');
  const expected = (published * settings.clients) / settings.groups;
  // The tail: until everything arrived or nothing came for half a second.
  for (let n = -1; delays.length < expected && n !== delays.length;) {
    n = delays.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  measuring = false;
  const clientCpu = process.cpuUsage(clientCpu0);
  await Promise.all(stops.map((stop) => stop()));
  await stopServerChild(child);
  const seconds = (lastAt - started) / 1000;
  const clientCpuMs = (clientCpu.user + clientCpu.system) / 1000;
  return { delays, delivered: delays.length, expected, seconds, cpuMs, clientCpuMs };
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
    // Busy share of one core: near 100 % on the clients' side means they, not the server, set the pace.
    serverBusy: Math.round(sum('cpuMs') / sum('seconds') / 10),
    clientsBusy: Math.round(sum('clientCpuMs') / sum('seconds') / 10),
  };
}

function report(settings, results) {
  console.log(
    `hub-fanout: ${settings.clients} clients in ${settings.groups} groups, ${settings.rate} msg/s per group for ${settings.seconds} s × ${settings.rounds} round(s); each server in a child process, clients in this one; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
  );
  for (const [kind, r] of Object.entries(results)) {
    console.log(
      `  ${kind === 'hub' ? 'hub (SignalR)' : 'raw ws      '}  delivered ${r.delivered}/${r.expected} (${r.perSecond} msg/s), delay p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms; server CPU ${r.cpuUsPerDelivery} µs per delivery; busy: server ${r.serverBusy} %, clients ${r.clientsBusy} % of a core`,
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
  if (args.only && !['hub', 'raw'].includes(args.only)) {
    console.error('hub-fanout: --only is hub or raw');
    process.exit(2);
  }
  const hardStop = () => {
    console.error('hub-fanout: timed out');
    process.exit(1);
  };
  const deadline = setTimeout(hardStop, (settings.seconds + 120) * settings.rounds * 2000);
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

await runBench();
