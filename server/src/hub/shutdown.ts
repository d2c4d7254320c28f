import type { WebSocketServer } from 'ws';

/** How long shutdown waits for clients to answer the close handshake before cutting them off. */
const CLOSE_GRACE_MS = 1000;

/**
 * Closes every socket of the server: `sayGoodbye` sends the protocol Close to live connections,
 * the rest get a plain close; whoever has not answered within the grace period is cut off.
 */
export async function closeAllSockets(wss: WebSocketServer, sayGoodbye: () => void): Promise<void> {
  const clients = [...wss.clients];
  const allClosed = Promise.all(
    clients.map((ws) => new Promise((resolve) => ws.once('close', resolve))),
  );
  sayGoodbye();
  for (const ws of clients) ws.close(1001);
  let grace: NodeJS.Timeout | undefined;
  await Promise.race([
    allClosed,
    new Promise((resolve) => (grace = setTimeout(resolve, CLOSE_GRACE_MS))),
  ]);
  clearTimeout(grace);
  for (const ws of wss.clients) ws.terminate();
  await new Promise((resolve) => wss.close(resolve));
}
