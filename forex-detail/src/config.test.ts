import { readConfig, readHost } from './config';
import { SPEC_POLICY } from './quote-feed';

describe('the runtime configuration (config.json and ?symbol=)', () => {
  it('reads the primary and backup hosts, the hub path and the pair of the query', () => {
    const c = readConfig(
      {
        primaryHost: 'https://quote-a.example/',
        backupHost: 'http://127.0.0.1:8081',
        hubPath: '/hubs/forex',
        symbol: 'USDJPY',
      },
      '?symbol=eurusd',
    );
    expect(c.hosts).toEqual(['https://quote-a.example', 'http://127.0.0.1:8081']);
    expect(c.hubPath).toBe('/hubs/forex');
    expect(c.symbol).toBe('EURUSD');
    expect(c.policy).toEqual(SPEC_POLICY);
  });

  it('falls back to this origin, the spec policy and the configured pair on bad input', () => {
    const c = readConfig(
      {
        primaryHost: 'javascript:alert(1)',
        backupHost: 'ws://x y',
        hubPath: '//evil.example/x',
        symbol: 'USDJPY',
        reconnectDelaysMs: [0, 1, 2, 3],
        timeoutMs: 1e9,
      },
      '?symbol=EUR<script>',
    );
    expect(c.hosts).toEqual(['']);
    expect(c.hubPath).toBe('/hubs/forex');
    expect(c.symbol).toBe('USDJPY');
    expect(c.policy).toEqual(SPEC_POLICY);
    expect(readConfig(null, '').symbol).toBe('USDCNH');
  });

  it('takes shorter reconnection delays and timeout within their ranges (tests, operations)', () => {
    const c = readConfig({ reconnectDelaysMs: [0, 200, 500], timeoutMs: 5_000 }, '');
    expect(c.policy).toEqual({ reconnectDelaysMs: [0, 200, 500], timeoutMs: 5_000 });
    expect(readConfig({ reconnectDelaysMs: [0, -1, 5], timeoutMs: 10 }, '').policy).toEqual(
      SPEC_POLICY,
    );
  });

  it('accepts only http(s) origins or empty as a host', () => {
    expect(readHost('')).toBe('');
    expect(readHost('http://[::1]:8080')).toBe('http://[::1]:8080');
    expect(readHost('https://a.example/path')).toBeNull();
    expect(readHost('http://a.example\u0000')).toBeNull();
    expect(readHost(42)).toBeNull();
  });
});
