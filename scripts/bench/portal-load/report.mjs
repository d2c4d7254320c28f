// What each fetched file is (from every build's mf-manifest.json), shared libraries fetched from
// more than one build, and the printed per-request breakdown.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fmtKiB, ROOT } from '../lib.mjs';

// The builds the server serves: STATIC_ROOT when set (as for the server), else this repo.
const BASE = process.env.STATIC_ROOT ?? ROOT;
const BUILDS = [
  ['shell', '/'],
  ['remote-auth', '/remotes/remote-auth/'],
  ['remote-competition', '/remotes/remote-competition/'],
  ['remote-training', '/remotes/remote-training/'],
  ['remote-markets', '/remotes/remote-markets/'],
];

/** URL path → { build, labels[] } and shared name → { build → its sync files }. */
export function readBuilds() {
  const files = new Map();
  const shared = new Map();
  const label = (p, build, text) => {
    const f = files.get(p) ?? { build, labels: [] };
    f.labels.push(text);
    files.set(p, f);
  };
  for (const [dir, prefix] of BUILDS) {
    const file = path.join(BASE, dir, 'dist', 'mf-manifest.json');
    if (!existsSync(file)) continue;
    const m = JSON.parse(readFileSync(file, 'utf8'));
    label(`${prefix}remoteEntry.js`, dir, 'remoteEntry');
    for (const e of m.exposes ?? [])
      for (const f of [...e.assets.js.sync, ...e.assets.js.async])
        label(prefix + f, dir, `expose ${e.path}`);
    for (const s of m.shared ?? []) {
      const sync = s.assets?.js?.sync ?? [];
      for (const f of sync) label(prefix + f, dir, s.name);
      if (sync.length > 0) {
        const byBuild = shared.get(s.name) ?? new Map();
        byBuild.set(
          dir,
          sync.map((f) => prefix + f),
        );
        shared.set(s.name, byBuild);
      }
    }
  }
  return { files, shared };
}

/** Shared names whose files were fetched in full from two or more builds. */
export function duplicateShared(requests, builds) {
  const fetched = new Set(
    requests.filter((r) => r.type === 'Script').map((r) => new URL(r.url).pathname),
  );
  const dups = [];
  for (const [name, byBuild] of builds.shared) {
    const from = [...byBuild].filter(([, fs]) => fs.every((f) => fetched.has(f))).map(([b]) => b);
    if (from.length > 1) dups.push(`${name} (${from.join(', ')})`);
  }
  return dups;
}

/** Which remotes' entries were fetched before `ready` (ms after the first request). */
export function remotesBefore(requests, ready) {
  return requests
    .filter((r) => r.start <= ready && /\/remoteEntry\.js$/.test(r.url))
    .map((r) => new URL(r.url).pathname.split('/')[2]);
}

function describe(r, builds) {
  const p = new URL(r.url).pathname;
  const info = builds.files.get(p);
  if (!info) return '';
  const names = [...new Set(info.labels)];
  const shown = names.slice(0, 3).join(', ') + (names.length > 3 ? ` +${names.length - 3}` : '');
  return `${info.build}: ${shown}`;
}

export function printRequests(requests, builds) {
  for (const r of requests) {
    const u = new URL(r.url);
    const what = `${u.pathname}${u.search ? '?…' : ''}`.slice(0, 58);
    const size = r.type === 'Script' ? `${fmtKiB(r.gzip)} gz` : fmtKiB(r.bytes);
    const time = `${r.start.toFixed(0).padStart(5)}→${(r.end ?? r.start).toFixed(0).padStart(5)} ms`;
    console.log(
      `    ${time}  ${r.type.padEnd(10)} ${size.padStart(13)}${r.cached ? ' (cache)' : '        '}  ${what.padEnd(58)} ${describe(r, builds)}`,
    );
  }
}

/** Remote entry sizes and the shell's shared payload, from the files on disk. */
export function printBuildSizes() {
  console.log('\nRemote entries (minified, gzip) and shared payload provided by the shell:');
  const size = (file) => ({ raw: statSync(file).size, gz: gzipSync(readFileSync(file)).length });
  for (const [dir] of BUILDS) {
    const entry = path.join(BASE, dir, 'dist', 'remoteEntry.js');
    if (existsSync(entry)) {
      const s = size(entry);
      console.log(`  ${dir.padEnd(20)} remoteEntry.js ${fmtKiB(s.raw)} (gzip ${fmtKiB(s.gz)})`);
    }
  }
  const { shared } = readBuilds();
  const groups = new Map();
  for (const [name, byBuild] of shared) {
    const files = byBuild.get('shell');
    if (!files) continue;
    const group = name.startsWith('antd/') ? 'antd (every component folder)' : name;
    const set = groups.get(group) ?? new Set();
    for (const f of files) set.add(f);
    groups.set(group, set);
  }
  // A file several shared libraries live in (the shell's boot chunk) is listed once, on its own.
  const owners = new Map();
  for (const [group, set] of groups)
    for (const f of set) owners.set(f, [...(owners.get(f) ?? []), group]);
  for (const [f, names] of owners) {
    if (names.length < 2) continue;
    const s = size(path.join(BASE, 'shell', 'dist', f));
    console.log(
      `  shell ${f} (${names.length} shared libraries: ${names.slice(0, 4).join(', ')} …) ${fmtKiB(s.raw)} (gzip ${fmtKiB(s.gz)})`,
    );
    for (const group of names) groups.get(group).delete(f);
  }
  for (const [group, set] of groups) {
    if (set.size === 0) continue;
    const total = [...set].reduce(
      (acc, f) => {
        const s = size(path.join(BASE, 'shell', 'dist', f));
        return { raw: acc.raw + s.raw, gz: acc.gz + s.gz };
      },
      { raw: 0, gz: 0 },
    );
    console.log(
      `  shell shared ${group.padEnd(36)} ${fmtKiB(total.raw).padStart(11)} (gzip ${fmtKiB(total.gz)})`,
    );
  }
}
