import type { HubConnection } from '@microsoft/signalr';
import { HubError } from './hub-error';
import { buildClient, openHandshaken, startHub, type RunningHub } from './test-harness';

describe('hub invocations', () => {
  let running: RunningHub;
  let client: HubConnection;
  const calls: string[] = [];
  let streamStopped: Promise<AbortSignal>;
  let markStreamStopped: (signal: AbortSignal) => void;

  beforeEach(async () => {
    calls.length = 0;
    streamStopped = new Promise((resolve) => (markStreamStopped = resolve));
    running = await startHub();
    running.hub
      .method('Number', () => 42)
      .method('Object', async () => ({ code: '600000', price: 9.87, tags: ['a'] }))
      .method('Null', () => null)
      .method('Nothing', (_ctx, label: string) => {
        calls.push(label);
      })
      .method('Refuse', () => {
        throw new HubError('委托数量不合法');
      })
      .method('Crash', async () => {
        throw new Error('database password is hunter2');
      })
      .method('Login', (_ctx, name: string) => `welcome ${name}`)
      .method('PushBurst', async (ctx) => {
        for (const n of [1, 2, 3])
          void ctx.hub.sendConnection(ctx.connectionId, 'TickQuotationInfo', n);
        return 'sent';
      })
      .method('Counter', async function* (ctx, count: number, delayMs: number) {
        try {
          for (let i = 0; i < count; i += 1) {
            if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
            yield i;
          }
        } finally {
          markStreamStopped(ctx.signal);
        }
      });
    client = buildClient(running.url);
    await client.start();
  });

  afterEach(async () => {
    await client.stop();
    await running.stop();
  });

  it('resolves invoke with a number, an object, null and nothing', async () => {
    await expect(client.invoke('Number')).resolves.toBe(42);
    await expect(client.invoke('Object')).resolves.toEqual({
      code: '600000',
      price: 9.87,
      tags: ['a'],
    });
    await expect(client.invoke('Null')).resolves.toBeNull();
    await expect(client.invoke('Nothing', 'x')).resolves.toBeUndefined();
    expect(calls).toEqual(['x']);
  });

  it('rejects invoke with a HubError message verbatim and hides other errors', async () => {
    await expect(client.invoke('Refuse')).rejects.toThrow(/^委托数量不合法$/);
    const crash = client.invoke('Crash');
    await expect(crash).rejects.toThrow(
      /^An unexpected error occurred invoking 'Crash' on the server\.$/,
    );
  });

  it('rejects an unknown method with its name', async () => {
    await expect(client.invoke('NoSuchThing', 1)).rejects.toThrow(
      /^Unknown hub method 'NoSuchThing'$/,
    );
  });

  it('never answers send, not even when the method fails or does not exist', async () => {
    const raw = await openHandshaken(running.url);
    raw.send(
      [
        '{"type":1,"target":"Nothing","arguments":["sent"]}',
        '{"type":1,"target":"Crash","arguments":[]}',
        '{"type":1,"target":"Missing","arguments":[]}',
        '{"type":1,"invocationId":"7","target":"Number","arguments":[]}',
        '',
      ].join('\x1e'),
    );
    await raw.until(() => raw.records().some((r) => r.invocationId === '7'));
    expect(raw.records().filter((r) => r.type === 3)).toEqual([
      { type: 3, invocationId: '7', result: 42 },
    ]);
    expect(calls).toEqual(['sent']);
    raw.close();
  });

  it('dispatches method names in any casing', async () => {
    await expect(client.invoke('login', 'a')).resolves.toBe('welcome a');
    await expect(client.invoke('LOGIN', 'b')).resolves.toBe('welcome b');
    await expect(client.invoke('LoGiN', 'c')).resolves.toBe('welcome c');
  });

  it('delivers a PascalCase push to a lowercase handler and several records in one frame', async () => {
    const ticks: number[] = [];
    client.on('tickquotationinfo', (n: number) => ticks.push(n));
    await expect(client.invoke('PushBurst')).resolves.toBe('sent');
    expect(ticks).toEqual([1, 2, 3]);

    const raw = await openHandshaken(running.url);
    raw.send('{"type":1,"invocationId":"1","target":"PushBurst","arguments":[]}\x1e');
    await raw.until(() => raw.records().some((r) => r.type === 3));
    // Frame 0 is the handshake reply; the three pushes written together share the next frame.
    const pushFrame = raw.frames[1]!.split('\x1e')
      .filter(Boolean)
      .map((r) => JSON.parse(r));
    expect(pushFrame.map((r) => r.arguments)).toEqual([[1], [2], [3]]);
    expect(
      raw
        .records()
        .slice(1)
        .map((r) => r.type),
    ).toEqual([1, 1, 1, 3]);
    expect(raw.frames.every((f) => f.endsWith('\x1e'))).toBe(true);
    raw.close();
  });

  it('accepts several client records in one frame and a record split across frames', async () => {
    const raw = await openHandshaken(running.url);
    raw.send(
      '{"type":1,"invocationId":"1","target":"Number","arguments":[]}\x1e{"type":6}\x1e{"type":1,"invocationId":"2","target":"Null","ar',
    );
    raw.send('guments":[]}\x1e');
    await raw.until(() => raw.records().filter((r) => r.type === 3).length === 2);
    expect(raw.records().filter((r) => r.type === 3)).toEqual([
      { type: 3, invocationId: '1', result: 42 },
      { type: 3, invocationId: '2', result: null },
    ]);
    raw.close();
  });

  it('streams items then completes', async () => {
    const items: number[] = [];
    await new Promise<void>((resolve, reject) => {
      client.stream<number>('Counter', 3, 0).subscribe({
        next: (item) => items.push(item),
        complete: resolve,
        error: reject,
      });
    });
    expect(items).toEqual([0, 1, 2]);
  });

  it('stops a stream the client cancels', async () => {
    const items: number[] = [];
    await new Promise<void>((resolve, reject) => {
      const subscription = client.stream<number>('Counter', 1000, 10).subscribe({
        next: (item) => {
          items.push(item);
          if (items.length === 2) {
            subscription.dispose();
            resolve();
          }
        },
        complete: () => reject(new Error('a cancelled stream must not complete')),
        error: reject,
      });
    });
    const signal = await streamStopped;
    expect(signal.aborted).toBe(true);
    expect(items).toEqual([0, 1]);
  });

  it('rejects a streaming method called with invoke and a plain one called with stream', async () => {
    await expect(client.invoke('Counter', 1, 0)).rejects.toThrow(
      "The client attempted to invoke the streaming 'Counter' method with a non-streaming invocation.",
    );
    const error = await new Promise<Error>((resolve) => {
      client
        .stream('Number')
        .subscribe({ next: () => undefined, complete: () => undefined, error: resolve });
    });
    expect(error.message).toBe(
      "The client attempted to invoke the non-streaming 'Number' method with a streaming invocation.",
    );
  });
});
