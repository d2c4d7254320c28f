import {
  DefaultHttpClient,
  NullLogger,
  type HttpRequest,
  type HttpResponse,
} from '@microsoft/signalr';
import { RawClient, buildClient, negotiate, startHub, type RunningHub } from './test-harness';

/** Lets a test replace what the official client reads from negotiate. */
class RewritingHttpClient extends DefaultHttpClient {
  constructor(
    private readonly rewrite: (body: Record<string, unknown>) => Record<string, unknown>,
  ) {
    super(NullLogger.instance);
  }

  override async send(request: HttpRequest): Promise<HttpResponse> {
    const response = await super.send(request);
    if (!request.url?.includes('/negotiate') || typeof response.content !== 'string')
      return response;
    const body = this.rewrite(JSON.parse(response.content) as Record<string, unknown>);
    return { ...response, content: JSON.stringify(body) };
  }
}

describe('hub negotiate and connect', () => {
  let running: RunningHub;

  beforeEach(async () => {
    running = await startHub({ allowOrigin: (origin) => origin === 'http://localhost:3000' });
    running.hub.method('WhoAmI', (ctx) => ({
      connectionId: ctx.connectionId,
      user: ctx.user.name,
    }));
  });

  afterEach(() => running.stop());

  it('answers negotiate with ids, version 1 and only the WebSockets transport', async () => {
    const body = await negotiate(running.url, 'token-alice');
    expect(body).toEqual({
      connectionId: expect.stringMatching(/^[\w-]{22}$/),
      connectionToken: expect.stringMatching(/^[\w-]{22}$/),
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
    expect(body.connectionToken).not.toBe(body.connectionId);
    expect(body).not.toHaveProperty('useStatefulReconnect');
  });

  it('refuses negotiate without a valid token with 401', async () => {
    await expect(negotiate(running.url)).rejects.toThrow('HTTP 401');
    await expect(negotiate(running.url, 'forged')).rejects.toThrow('HTTP 401');
    await expect(buildClient(running.url, 'forged').start()).rejects.toThrow(/401/);
  });

  it('gives the official client the connection id the server knows it by', async () => {
    const client = buildClient(running.url, 'token-alice');
    await client.start();
    const me = await client.invoke<{ connectionId: string; user: string }>('WhoAmI');
    expect(me).toEqual({ connectionId: client.connectionId, user: 'Alice' });
    await client.stop();
  });

  it('authenticates a browser-style socket by its access_token query', async () => {
    const body = await negotiate(running.url, 'token-bob');
    const raw = await RawClient.open(
      `${running.url}?id=${String(body.connectionToken)}&access_token=token-bob`,
    );
    raw.send(
      '{"protocol":"json","version":1}\x1e{"type":1,"invocationId":"1","target":"whoami","arguments":[]}\x1e',
    );
    await raw.until(() => raw.records().some((r) => r.type === 3));
    expect(raw.records()).toEqual([
      {},
      { type: 3, invocationId: '1', result: { connectionId: body.connectionId, user: 'Bob' } },
    ]);
    raw.close();
  });

  it('refuses a socket without a token with 401 and one for another user with 403', async () => {
    const body = await negotiate(running.url, 'token-alice');
    await expect(
      RawClient.open(`${running.url}?id=${String(body.connectionToken)}`),
    ).rejects.toThrow('HTTP 401');
    const other = await negotiate(running.url, 'token-alice');
    await expect(
      RawClient.open(`${running.url}?id=${String(other.connectionToken)}&access_token=token-bob`),
    ).rejects.toThrow('HTTP 403');
  });

  it('answers an unknown id with 404 and a second socket for one token with 409', async () => {
    await expect(RawClient.open(`${running.url}?id=nope&access_token=token-alice`)).rejects.toThrow(
      'HTTP 404',
    );
    const body = await negotiate(running.url, 'token-alice');
    const first = await RawClient.open(
      `${running.url}?id=${String(body.connectionToken)}&access_token=token-alice`,
    );
    await expect(
      RawClient.open(`${running.url}?id=${String(body.connectionToken)}&access_token=token-alice`),
    ).rejects.toThrow('HTTP 409');
    first.close();
  });

  it('makes the official client fail to start on an unknown or reused connection token', async () => {
    const unknown = buildClient(running.url, 'token-alice', {
      httpClient: new RewritingHttpClient((body) => ({
        ...body,
        connectionToken: 'unknown-token',
      })),
    });
    await expect(unknown.start()).rejects.toThrow(/WebSocket failed to connect/);

    const first = buildClient(running.url, 'token-alice', {
      httpClient: new RewritingHttpClient((body) => {
        issued = body;
        return body;
      }),
    });
    let issued: Record<string, unknown> = {};
    await first.start();
    const reuse = buildClient(running.url, 'token-alice', {
      httpClient: new RewritingHttpClient(() => issued),
    });
    await expect(reuse.start()).rejects.toThrow(/WebSocket failed to connect/);
    await first.stop();
  });

  it('lets skipNegotiation clients connect straight to the socket', async () => {
    const client = buildClient(running.url, 'token-bob', { skipNegotiation: true });
    await client.start();
    const me = await client.invoke<{ connectionId: string; user: string }>('WhoAmI');
    expect(me.user).toBe('Bob');
    expect(me.connectionId).toMatch(/^[\w-]{22}$/);
    await client.stop();
  });

  it('answers a credentialed CORS preflight from a browser origin', async () => {
    const res = await fetch(`${running.url}/negotiate?negotiateVersion=1`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,x-requested-with,x-signalr-user-agent',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    const allowed = res.headers.get('access-control-allow-headers')?.split(/,\s*/) ?? [];
    expect(allowed).toEqual(
      expect.arrayContaining(['authorization', 'x-requested-with', 'x-signalr-user-agent']),
    );
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');

    const post = await fetch(`${running.url}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { Origin: 'http://localhost:3000', Authorization: 'Bearer token-alice' },
    });
    expect(post.status).toBe(200);
    expect(post.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(post.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('never reflects an origin it was not configured for', async () => {
    for (const method of ['OPTIONS', 'POST']) {
      const res = await fetch(`${running.url}/negotiate?negotiateVersion=1`, {
        method,
        headers: { Origin: 'https://evil.example', Authorization: 'Bearer token-alice' },
      });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
    // The default hub admits no cross-origin caller at all.
    const plain = await startHub();
    try {
      const res = await fetch(`${plain.url}/negotiate?negotiateVersion=1`, {
        method: 'POST',
        headers: { Origin: 'http://localhost:3000', Authorization: 'Bearer token-alice' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await plain.stop();
    }
  });
});
