#!/usr/bin/env node
// Import benchmark (issue 35): on the built server (demo data, embedded database) the system admin
// uploads the largest file each import allows at the same time: a user import of 5 000 rows
// (every column filled) and a question import of 1 000 rows (long questions and options). The
// server reads each upload streaming and runs the imports one after the other off the request path.
// Meanwhile /health is polled every 20 ms. Figures: the answers' times, each import's time until
// its last ImportProgress push, the server's RSS before and at its peak during the imports (sampled
// every 100 ms from /proc, and VmHWM), and /health p50 / p99 / max.
// Usage: node scripts/bench/import.mjs [--no-build] [--rounds=6]
//   --rounds is the server's bcrypt cost (BCRYPT_ROUNDS; production uses 10: 16 times the hashing
//   work, done in a worker thread either way). --minutes bounds the wait for the imports (default 12);
//   past it the figures so far are printed with each import's last progress.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, startServer } from './lib.mjs';

const require = createRequire(path.join(ROOT, 'server', 'package.json'));
const args = Object.fromEntries(
  process.argv.slice(2).flatMap((a) => {
    const m = /^--([\w-]+)=(.*)$/.exec(a);
    return m ? [[m[1], m[2]]] : [];
  }),
);
const ROUNDS = Number(args.rounds ?? 6);
const USER_ROWS = 5000;
const QUESTION_ROWS = 1000;
const DEADLINE_MS = Number(args.minutes ?? 12) * 60_000;

if (!process.argv.includes('--no-build')) {
  const b = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: path.join(ROOT, 'server'),
    stdio: 'inherit',
  });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const ExcelJS = require('exceljs');
const { HubConnectionBuilder, LogLevel } = require('@microsoft/signalr');

async function workbook(headers, rows) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const users = await workbook(
  ['用户名', '真实姓名', '密码', '手机号', '专业', '学校简称', '班级', '省份'],
  Array.from({ length: USER_ROWS }, (_, i) => {
    const n = String(i).padStart(5, '0');
    return [
      `bench_${n}`,
      `压测学生${n}`,
      `Bench${n}a`,
      `139${String(i).padStart(8, '0')}`,
      '金融学',
      'SUFE',
      '',
      '上海',
    ];
  }),
);
const long = (what, i) => `${what}${i}：${'某公司发行可转换债券的条款与风险'.repeat(12)}`;
const questions = await workbook(
  [
    '题型',
    '科目',
    '难度',
    '题目',
    '选项A',
    '选项B',
    '选项C',
    '选项D',
    '选项E',
    '选项F',
    '答案',
    '解析',
  ],
  Array.from({ length: QUESTION_ROWS }, (_, i) => [
    '单选题',
    '',
    '中等',
    long('题目', i),
    long('A', i),
    long('B', i),
    long('C', i),
    long('D', i),
    '',
    '',
    'B',
    long('解析', i),
  ]),
);

const rssOf = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (key) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') * 1024, hwm: kib('VmHWM') * 1024 };
};
const mib = (b) => `${(b / 1048576).toFixed(0)} MiB`;
const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

const server = await startServer({ BCRYPT_ROUNDS: String(ROUNDS), MARKET_CLOCK: 'demo' });
const { url, child } = server;
let hub;
try {
  const login = await (
    await fetch(`${url}/api/user/login?userName=sysadmin&passWord=Admin123`)
  ).json();
  if (!login.isOK) throw new Error(`login failed: ${login.msg}`);
  const token = login.data.Token;
  hub = new HubConnectionBuilder()
    .withUrl(`${url}/hubs/quote`, { accessTokenFactory: () => token })
    .configureLogging(LogLevel.None)
    .build();
  const done = new Map();
  const progress = new Map();
  const finished = new Promise((resolve) => {
    hub.on('ImportProgress', (p) => {
      progress.set(p.total, p);
      if (!p.complete) return;
      done.set(p.total, performance.now());
      if (done.size === 2) resolve();
    });
  });
  await hub.start();
  await new Promise((r) => setTimeout(r, 1000));
  const before = rssOf(child.pid);

  const probe = async () => {
    const t = performance.now();
    const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(10_000) }).catch(
      () => undefined,
    );
    return res?.ok ? performance.now() - t : 10_000;
  };
  // The same probe for 10 s with no import: the server's (and the machine's) own latency.
  const baseline = [];
  for (const end = performance.now() + 10_000; performance.now() < end;) {
    baseline.push(await probe());
    await new Promise((r) => setTimeout(r, 20));
  }
  baseline.sort((a, b) => a - b);

  let sampling = true;
  let peakRss = before.rss;
  const health = [];
  const sampler = (async () => {
    while (sampling) {
      peakRss = Math.max(peakRss, rssOf(child.pid).rss);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const prober = (async () => {
    while (sampling) {
      health.push(await probe());
      await new Promise((r) => setTimeout(r, 20));
    }
  })();

  const upload = async (route, file, name) => {
    const form = new FormData();
    form.append('file', new Blob([file]), name);
    const t = performance.now();
    const res = await fetch(`${url}${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await res.json();
    if (!body.isOK) throw new Error(`${route}: ${res.status} ${body.msg}`);
    return { ms: performance.now() - t, total: body.data.total, queued: body.data.queued };
  };
  const started = performance.now();
  const answers = await Promise.all([
    upload('/VERace/User/ImportUserByExcel', users, 'users.xlsx'),
    upload('/VETrain/Question/ImportQuestionByExcel', questions, 'questions.xlsx'),
  ]);
  let timer;
  const inTime = await Promise.race([
    finished.then(() => true),
    new Promise((resolve) => (timer = setTimeout(() => resolve(false), DEADLINE_MS))),
  ]);
  clearTimeout(timer);
  const waited = performance.now() - started;
  sampling = false;
  await Promise.all([sampler, prober]);
  const after = rssOf(child.pid);
  health.sort((a, b) => a - b);

  console.log(`Import bench (bcrypt cost ${ROUNDS}, 2-core shared machine)`);
  console.log(
    `  files: users ${USER_ROWS} rows ${(users.length / 1024).toFixed(0)} KiB, ` +
      `questions ${QUESTION_ROWS} rows ${(questions.length / 1024).toFixed(0)} KiB`,
  );
  for (const a of answers)
    console.log(`  answer: ${a.total} rows in ${a.ms.toFixed(0)} ms (queued behind ${a.queued})`);
  for (const [total, at] of done)
    console.log(`  import of ${total} rows complete after ${((at - started) / 1000).toFixed(1)} s`);
  if (!inTime)
    for (const [total, p] of progress)
      if (!p.complete)
        console.log(
          `  import of ${total} rows NOT complete after ${(waited / 1000).toFixed(0)} s: ` +
            `progress ${p.progress}%, ${p.successnum} stored`,
        );
  console.log(
    `  RSS: ${mib(before.rss)} before, peak ${mib(peakRss)} during, ${mib(after.rss)} after ` +
      `(VmHWM ${mib(before.hwm)} before, ${mib(after.hwm)} after)`,
  );
  console.log(
    `  /health without import: ${baseline.length} probes, p50 ${pct(baseline, 50).toFixed(1)} ms, ` +
      `p99 ${pct(baseline, 99).toFixed(1)} ms, max ${baseline[baseline.length - 1].toFixed(1)} ms`,
  );
  console.log(
    `  /health during imports: ${health.length} probes, p50 ${pct(health, 50).toFixed(1)} ms, ` +
      `p99 ${pct(health, 99).toFixed(1)} ms, max ${health[health.length - 1].toFixed(1)} ms`,
  );
} finally {
  await hub?.stop().catch(() => undefined);
  server.stop();
}
