import type { Hub, HubMethodContext } from '../../hub';
import { testMarket } from '../../domain/market/test-market';
import { registerQuoteHub } from './quote-hub';

/** The parts of a hub the quote methods use, recording group changes and pushes. */
function fakeHub() {
  const methods = new Map<string, (ctx: HubMethodContext, ...args: unknown[]) => unknown>();
  const groups = new Map<string, Set<string>>();
  const sent: Array<{ group: string; target: string; payload: Record<string, unknown> }> = [];
  let disconnected: ((info: { connectionId: string }) => void) | undefined;
  const hub = {
    method: (name: string, fn: (ctx: HubMethodContext, ...args: unknown[]) => unknown) => {
      methods.set(name.toLowerCase(), fn);
      return hub;
    },
    addToGroup: async (id: string, g: string) =>
      void groups.set(g, (groups.get(g) ?? new Set()).add(id)),
    removeFromGroup: async (id: string, g: string) => void groups.get(g)?.delete(id),
    sendGroup: async (group: string, target: string, payload: Record<string, unknown>) =>
      void sent.push({ group, target, payload }),
    onDisconnected: (fn: (info: { connectionId: string }) => void) => {
      disconnected = fn;
      return () => undefined;
    },
  };
  const invoke = (name: string, connectionId: string, ...args: unknown[]) =>
    (methods.get(name.toLowerCase()) as (ctx: HubMethodContext, ...a: unknown[]) => unknown)(
      { connectionId } as HubMethodContext,
      ...args,
    );
  return {
    hub: hub as unknown as Hub,
    invoke,
    groups,
    sent,
    disconnect: (id: string) => disconnected?.({ connectionId: id }),
  };
}

describe('live quotes over the hub', () => {
  let now = 0;
  const { market, clock } = testMarket();
  const f = fakeHub();
  const stop = registerQuoteHub(f.hub, async () => market, { now: () => now, minIntervalMs: 500 });
  afterAll(stop);

  const step = (ms: number) => {
    now += ms;
    clock.advance(1);
    market.advance();
  };

  it('pushes only subscribed codes, as the quotation type named in the subscription', async () => {
    await f.invoke('Subscribe', 'c1', {
      QuotationType: 'TickQuotationInfo',
      SearchParamData: '600519,000858',
    });
    step(1000);
    expect(f.sent.map((s) => s.payload.symbol).sort()).toEqual(['000858', '600519']);
    expect(f.sent.every((s) => s.target === 'TickQuotationInfo')).toBe(true);
    expect(f.groups.get('quote:TickQuotationInfo:600519.SSE')).toEqual(new Set(['c1']));
  });

  it('coalesces pushes to at most one per interval per code, always the latest', () => {
    f.sent.length = 0;
    step(100);
    step(100);
    expect(f.sent).toHaveLength(0);
    step(400);
    const pushes = f.sent.filter((s) => s.payload.symbol === '600519');
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.payload.last).toBe(market.quote('600519')?.last);
  });

  it('stops pushing after UnSubscribe and after the connection closes', async () => {
    await f.invoke('UnSubscribe', 'c1', 'TickQuotationInfo', ['600519']);
    f.sent.length = 0;
    step(1000);
    expect(f.sent.map((s) => s.payload.symbol)).toEqual(['000858']);
    f.disconnect('c1');
    await new Promise((resolve) => setImmediate(resolve));
    f.sent.length = 0;
    step(1000);
    expect(f.sent).toEqual([]);
  });

  it('refuses unknown codes and quotation types in Chinese', async () => {
    await expect(f.invoke('Subscribe', 'c2', 'TickQuotationInfo', '999999')).rejects.toThrow(
      '证券代码不存在：999999',
    );
    await expect(f.invoke('Subscribe', 'c2', 'Nope', '600519')).rejects.toThrow(
      '不支持的行情类型：Nope',
    );
  });
});
