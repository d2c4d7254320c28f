#!/usr/bin/env node
// Lists where a V8 CPU profile (.cpuprofile, e.g. from BENCH_CPU_PROF) spends its time: the top
// functions by self time, and by total time (self + callees), each with its share of the samples.
//
// Usage: node scripts/bench/profile-top.mjs <file.cpuprofile> [--top=25] [--filter=<text in url>]
//   [--last=<seconds>]: only the samples of the profile's last seconds (the load, not the start-up)
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/bench/profile-top.mjs <file.cpuprofile> [--top=25]');
  process.exit(2);
}
const opt = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const top = Number(opt('top', 25));
const { nodes, samples, timeDeltas, endTime } = JSON.parse(readFileSync(file, 'utf8'));
const last = Number(opt('last', 0));

const byId = new Map(nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
// Sample times (µs), counted back from the end, so `--last` keeps the final window.
const at = [];
let clock = endTime;
for (let i = samples.length - 1; i >= 0; i -= 1) {
  at[i] = clock;
  clock -= timeDeltas[i] ?? 0;
}
samples.forEach((id, i) => {
  if (last > 0 && at[i] < endTime - last * 1e6) return;
  self.set(id, (self.get(id) ?? 0) + (timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

const where = (n) => {
  const f = n.callFrame;
  const url = f.url.replace(/^.*\/(node_modules\/)/, '$1').replace(/^.*\/(server\/dist\/)/, '$1');
  return `${f.functionName || '(anonymous)'} ${url ? `${url}:${f.lineNumber + 1}` : ''}`.trim();
};
const selfBy = new Map();
const totalBy = new Map();
for (const [id, t] of self) {
  const key = where(byId.get(id));
  selfBy.set(key, (selfBy.get(key) ?? 0) + t);
  // Each frame on the sample's stack counts once toward its total.
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const k = where(byId.get(at));
    if (seen.has(k)) continue;
    seen.add(k);
    totalBy.set(k, (totalBy.get(k) ?? 0) + t);
  }
}
const filter = opt('filter', '');
const print = (title, m) => {
  console.log(`\n${title} (${(total / 1000).toFixed(0)} ms sampled)`);
  [...m]
    .filter(([k]) => k.includes(filter))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .forEach(([k, t]) =>
      console.log(
        `${((t / total) * 100).toFixed(1).padStart(5)} %  ${(t / 1000).toFixed(0).padStart(6)} ms  ${k}`,
      ),
    );
};
print('self time', selfBy);
print('total time', totalBy);
