// Builds the plain (non-federated) pages and serves one of them on loopback: its own files from the
// build folder, the page for every HTML request, and everything else (API, manifest, hub) proxied to
// the real server, so the plain page does the same calls as the federated one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { freePort, ROOT } from '../lib.mjs';

const { OUT } = createRequire(import.meta.url)('./webpack.config.cjs');

export function buildPlainPages() {
  execFileSync(
    'npx',
    ['webpack', '--config', path.join(ROOT, 'scripts/bench/plain-pages/webpack.config.cjs')],
    { cwd: ROOT, stdio: 'ignore' },
  );
}

const TYPES = { '.js': 'application/javascript', '.svg': 'image/svg+xml', '.html': 'text/html' };

/** Serves <tmp>/portal-plain/<page>; `upstream` is the real server's base URL. */
export async function servePlain(page, upstream) {
  const dir = path.join(OUT, page);
  const up = new URL(upstream);
  // The page carries the portal manifest as the real server's does (its data block, copied per load).
  const pageWithManifest = async () => {
    const real = await (await fetch(`${upstream}/`, { headers: { accept: 'text/html' } })).text();
    const block = /<script id="portal-manifest"[^>]*>.*?<\/script>/s.exec(real)?.[0] ?? '';
    return readFileSync(path.join(dir, 'index.html'), 'utf8').replace('</head>', `${block}</head>`);
  };
  const server = createServer((req, res) => {
    const url = (req.url ?? '/').split('?')[0];
    const ext = path.extname(url);
    const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (wantsPage && !TYPES[ext]) {
      pageWithManifest().then(
        (html) => res.writeHead(200, { 'content-type': 'text/html' }).end(html),
        () => res.writeHead(502).end(),
      );
      return;
    }
    if (TYPES[ext]) {
      try {
        const body = readFileSync(path.join(dir, url.slice(1)));
        res.writeHead(200, { 'content-type': TYPES[ext] }).end(body);
      } catch {
        res.writeHead(404).end();
      }
      return;
    }
    const proxied = request(
      { host: up.hostname, port: up.port, path: req.url, method: req.method, headers: req.headers },
      (upRes) => {
        res.writeHead(upRes.statusCode ?? 502, upRes.headers);
        upRes.pipe(res);
      },
    );
    proxied.on('error', () => res.writeHead(502).end());
    req.pipe(proxied);
  });
  // WebSocket upgrades (the hub) go through as raw bytes.
  server.on('upgrade', (req, socket, head) => {
    const target = connect(Number(up.port), up.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      target.write(`${lines.join('\r\n')}\r\n\r\n`);
      target.write(head);
      target.pipe(socket);
      socket.pipe(target);
    });
    target.on('error', () => socket.destroy());
    socket.on('error', () => target.destroy());
  });
  const port = await freePort();
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
