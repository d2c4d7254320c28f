import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import type { Hub } from '../../hub';
import { createForexHub, FOREX_HUB_PATH } from './forex-quote-hub.feature';

/** Opens the public hub's socket and completes the handshake; rejects with the HTTP status. */
function guestSocket(
  url: string,
  from: { localAddress?: string; forwardedFor?: string } = {},
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, {
      ...(from.localAddress ? { localAddress: from.localAddress } : {}),
      headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
    });
    ws.once('unexpected-response', (_req, res) => {
      reject(new Error(`HTTP ${res.statusCode}`));
      ws.terminate();
    });
    ws.once('error', reject);
    ws.once('open', () => {
      ws.once('message', () => resolve(ws));
      ws.send('{"protocol":"json","version":1}\x1e');
    });
  });
}

async function serve(hub: Hub): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => res.writeHead(404).end());
  hub.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `ws://127.0.0.1:${port}${FOREX_HUB_PATH}` };
}

/** Issue 35: 2 100 sockets from one address used to take the whole global cap of /hubs/forex. */
describe('the public forex hub per client address', () => {
  const open: WebSocket[] = [];
  const closeAll = () => {
    for (const ws of open.splice(0)) ws.terminate();
  };
  afterEach(closeAll);

  it('refuses one address past its cap while another address still connects', async () => {
    const hub = createForexHub({
      maxConnections: 10,
      addressLimits: { maxLive: 3, maxPerMinute: 100 },
    });
    const { server, url } = await serve(hub);
    try {
      for (let i = 0; i < 3; i += 1)
        open.push(await guestSocket(url, { localAddress: '127.0.0.1' }));
      await expect(guestSocket(url, { localAddress: '127.0.0.1' })).rejects.toThrow('HTTP 429');
      // Another loopback address is another client: it still gets in.
      open.push(await guestSocket(url, { localAddress: '127.0.0.2' }));
      expect(hub.connectionCount()).toBe(4);
      // A closed socket gives its place back to its address.
      const first = open.shift()!;
      await new Promise((resolve) => {
        first.once('close', resolve);
        first.close();
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      open.push(await guestSocket(url, { localAddress: '127.0.0.1' }));
    } finally {
      closeAll();
      await hub.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('behind a trusted proxy counts the address the proxy appended, and keeps the global cap', async () => {
    const hub = createForexHub({
      maxConnections: 4,
      addressLimits: { maxLive: 2, maxPerMinute: 100 },
      trustProxy: true,
    });
    const { server, url } = await serve(hub);
    try {
      // The first entry is the client's own text: varying it does not make a new address.
      for (const fake of ['1.1.1.1', '2.2.2.2'])
        open.push(await guestSocket(url, { forwardedFor: `${fake}, 203.0.113.7` }));
      await expect(guestSocket(url, { forwardedFor: '3.3.3.3, 203.0.113.7' })).rejects.toThrow(
        'HTTP 429',
      );
      for (const other of ['203.0.113.8', '203.0.113.9'])
        open.push(await guestSocket(url, { forwardedFor: other }));
      // Four guests in all: the global cap still refuses the fifth, whatever its address.
      await expect(guestSocket(url, { forwardedFor: '203.0.113.10' })).rejects.toThrow('HTTP 401');
    } finally {
      closeAll();
      await hub.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('limits how fast one address may open sockets', async () => {
    const hub = createForexHub({ addressLimits: { maxLive: 100, maxPerMinute: 3 } });
    const { server, url } = await serve(hub);
    try {
      for (let i = 0; i < 3; i += 1) {
        const ws = await guestSocket(url);
        ws.terminate();
      }
      await expect(guestSocket(url)).rejects.toThrow('HTTP 429');
      open.push(await guestSocket(url, { localAddress: '127.0.0.2' }));
    } finally {
      closeAll();
      await hub.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
