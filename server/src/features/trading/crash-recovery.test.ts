import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { killHard, SERVER_ROOT, spawnBuiltServer, type BuiltServer } from './built-server';

type Json = { isOK: boolean; retCode: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Signs in a demo student over HTTP and returns a caller bound to the server. */
async function client(url: string) {
  const login = (await (
    await fetch(`${url}/api/user/login?userName=student01&passWord=Student123`)
  ).json()) as Json;
  const headers = {
    authorization: `Bearer ${login.data.Token}`,
    'content-type': 'application/json',
  };
  return async (p: string, body: Record<string, unknown> = {}): Promise<Json> =>
    (await (
      await fetch(`${url}${p}`, { method: 'POST', headers, body: JSON.stringify(body) })
    ).json()) as Json;
}

describe('crash recovery of the built server', () => {
  let dataDir: string;
  let server: BuiltServer | undefined;
  beforeAll(async () => {
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: SERVER_ROOT, stdio: 'ignore' });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-crash-'));
  }, 120_000);
  afterAll(async () => {
    if (server) await killHard(server.child);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged order, fill and balance after kill -9 and resumes working orders', async () => {
    server = await spawnBuiltServer(dataDir, { TRADING_ORDER_BURST: '1000' });
    let call = await client(server.url);
    const acked: Json['data'][] = [];
    const floor = (await call('/TradeGW/Query/QueryQuote', { security: '600036' })).data.limitDown;
    for (let i = 0; i < 12; i += 1) {
      // Market buys fill at once; limit buys at the limit-down price stay working.
      const market = i % 2 === 0;
      const res = await call('/TradeGW/Trade/PlaceXHOrder', {
        security: market ? '601398' : '600036',
        side: 'B',
        orderQty: 100,
        ...(market ? { bizAction: 1 } : { price: floor }),
        clOrdId: `crash-${i}`,
      });
      if (res.retCode === 0) acked.push(res.data);
    }
    // A fresh demo market may still be in its opening call, where market orders rest unmatched:
    // keep buying at market (bounded) until continuous trading fills one.
    for (let i = 0; i < 40 && !acked.some((a) => a.filledQty > 0); i += 1) {
      await new Promise((r) => setTimeout(r, 500));
      const res = await call('/TradeGW/Trade/PlaceXHOrder', {
        security: '601398',
        side: 'B',
        orderQty: 100,
        bizAction: 1,
        clOrdId: `crash-fill-${i}`,
      });
      if (res.retCode === 0) acked.push(res.data);
    }
    expect(acked.length).toBeGreaterThan(0);
    expect(acked.some((a) => a.filledQty > 0)).toBe(true);
    const before = (await call('/VERace/StockQuery/QueryUserAssets')).data;
    const heldBefore = (await call('/TradeGW/Query/QuerySecurityAssets')).data
      .list as Json['data'][];
    // More orders in flight when the process dies: they may or may not have been stored.
    const inFlight = [0, 1, 2].map((i) =>
      call('/TradeGW/Trade/PlaceXHOrder', {
        security: '601398',
        side: 'B',
        orderQty: 100,
        bizAction: 1,
        clOrdId: `late-${i}`,
      }).catch(() => null),
    );
    await killHard(server.child);
    await Promise.all(inFlight);

    server = await spawnBuiltServer(dataDir, { TRADING_ORDER_BURST: '1000' });
    call = await client(server.url);
    const his = (await call('/VERace/StockQuery/QueryStkHisOrdList', { pageSize: 200 })).data
      .list as Json['data'][];
    for (const a of acked) {
      const now = his.find((o: { orderId: number }) => o.orderId === a.orderId);
      expect(now).toBeDefined();
      expect(now.clOrdId).toBe(a.clOrdId);
      expect(now.filledQty).toBeGreaterThanOrEqual(a.filledQty);
    }
    // No order was stored twice.
    const ids = his.map((o: { clOrdId: string }) => o.clOrdId);
    expect(new Set(ids).size).toBe(ids.length);
    const after = (await call('/VERace/StockQuery/QueryUserAssets')).data;
    const heldAfter = (await call('/TradeGW/Query/QuerySecurityAssets')).data
      .list as Json['data'][];
    for (const h of heldBefore) {
      const now = heldAfter.find((x: { security: string }) => x.security === h.security);
      expect(now?.qty).toBeGreaterThanOrEqual(h.qty);
    }
    expect(after.fees).toBeGreaterThanOrEqual(before.fees);
    expect(after.initialCash).toBe(before.initialCash);
    // The identity: initial + transfers − fees + realised = cash + cost of positions.
    const lhs = after.initialCash + after.transfers - after.fees + after.realisedPL;
    expect(lhs).toBeCloseTo(after.cash + after.positionCost, 3);
    // A repeated client order id is refused, never filled twice.
    expect(
      (
        await call('/TradeGW/Trade/PlaceXHOrder', {
          security: '601398',
          side: 'B',
          orderQty: 100,
          bizAction: 1,
          clOrdId: 'crash-0',
        })
      ).retCode,
    ).toBe(60015);
    // Working orders came back into the engine: they can be cancelled. The limit buys at the
    // limit-down price stay working; a market order acknowledged while the demo market was in its
    // opening call rested too, but may have filled since (on either side of the restart).
    const working = acked.filter((a) => a.status === 0 && a.orderType === 'limit');
    expect(working.length).toBeGreaterThan(0);
    for (const w of working) {
      const c = await call('/VERace/StockTrade/CancelStkOrder', { orderId: w.orderId });
      expect(c.data).toMatchObject({ orderId: w.orderId, status: 4 });
    }
  }, 180_000);
});
