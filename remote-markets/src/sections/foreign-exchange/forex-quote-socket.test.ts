import { FakeHubConnection, USER_PUSHES } from '@portal/shared-kit';
import {
  FOREX_SOCKET,
  followForexQuotes,
  quoteHosts,
  type ForexTick,
  type SocketState,
} from './forex-quote-socket';

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(hosts: string[], failing: Record<string, number> = {}) {
  const conns = new Map<string, FakeHubConnection>();
  const urls: string[] = [];
  const ticks: ForexTick[] = [];
  const states: SocketState[] = [];
  const stop = followForexQuotes(
    hosts,
    'EURUSD',
    (t) => ticks.push(t),
    (s) => states.push(s),
    (url) => {
      const c = new FakeHubConnection();
      c.failingStarts = failing[url] ?? 0;
      conns.set(url, c);
      urls.push(url);
      return c;
    },
  );
  return { conns, urls, ticks, states, stop };
}

describe('the forex quote socket (spec §9)', () => {
  it('is websocket only with 3 reconnection attempts and a 30 s timeout', () => {
    expect(FOREX_SOCKET.RECONNECT_DELAYS_MS).toHaveLength(3);
    expect(FOREX_SOCKET.TIMEOUT_MS).toBe(30_000);
  });

  it('subscribes the pair on the primary host and passes on its ticks only', async () => {
    const s = setup(['', 'http://backup:8080']);
    await flush();
    expect(s.urls).toEqual(['/hubs/quote']);
    const c = s.conns.get('/hubs/quote') as FakeHubConnection;
    expect(c.invocations).toEqual([
      { method: 'Subscribe', args: ['TickQuotationInfo', ['EURUSD']] },
    ]);
    expect(s.states.at(-1)).toEqual({ kind: 'live', host: 0 });
    c.push('TickQuotationInfo', { symbol: 'GBPUSD', last: 1.27 });
    c.push('TickQuotationInfo', { symbol: 'EURUSD', last: 1.085 });
    expect(s.ticks.map((t) => t.last)).toEqual([1.085]);
    for (const name of Object.values(USER_PUSHES)) expect(c.hasHandler(name)).toBe(true);
    s.stop();
  });

  it('falls back to the backup host when the primary cannot start', async () => {
    const s = setup(['http://primary', 'http://backup'], { 'http://primary/hubs/quote': 1 });
    await flush();
    await flush();
    expect(s.urls).toEqual(['http://primary/hubs/quote', 'http://backup/hubs/quote']);
    expect(s.states.at(-1)).toEqual({ kind: 'live', host: 1 });
  });

  it('falls back when the primary closes for good after its reconnection attempts', async () => {
    const s = setup(['http://primary', 'http://backup']);
    await flush();
    const primary = s.conns.get('http://primary/hubs/quote') as FakeHubConnection;
    primary.reconnect();
    await flush();
    expect(primary.invocations).toHaveLength(2);
    primary.close();
    await flush();
    expect(s.urls.at(-1)).toBe('http://backup/hubs/quote');
    const backup = s.conns.get('http://backup/hubs/quote') as FakeHubConnection;
    backup.close();
    await flush();
    expect(s.states.at(-1)).toEqual({ kind: 'offline' });
  });

  it('stops for good when the page leaves', async () => {
    const s = setup(['http://primary', 'http://backup']);
    await flush();
    s.stop();
    await flush();
    expect(s.urls).toHaveLength(1);
  });

  it('reads the hosts setting: primary first, this portal when empty, bad entries dropped', () => {
    expect(quoteHosts(null)).toEqual(['']);
    expect(quoteHosts('http://a:1/, ,https://b')).toEqual(['http://a:1', '', 'https://b']);
    expect(quoteHosts('javascript:alert(1)')).toEqual(['']);
  });
});
