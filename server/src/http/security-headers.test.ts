import { contentSecurityPolicy, socketSources } from './security-headers';

describe('connect sources of the forex quote hosts', () => {
  it('admits each configured host and its WebSocket twin, nothing else', () => {
    expect(socketSources('https://quote-a.example, http://10.0.0.5:8080/,')).toEqual([
      'https://quote-a.example',
      'wss://quote-a.example',
      'http://10.0.0.5:8080',
      'ws://10.0.0.5:8080',
    ]);
    expect(socketSources("javascript:alert(1),http://a b,'self'")).toEqual([]);
    expect(socketSources(undefined)).toEqual([]);
  });

  it('puts them in connect-src after the hub of this host', () => {
    const csp = contentSecurityPolicy([], 'portal.example', socketSources('https://q.example'));
    expect(csp).toContain(
      "connect-src 'self' ws://portal.example wss://portal.example https://q.example wss://q.example",
    );
    expect(contentSecurityPolicy([], 'portal.example')).toContain(
      "connect-src 'self' ws://portal.example wss://portal.example;",
    );
  });
});
