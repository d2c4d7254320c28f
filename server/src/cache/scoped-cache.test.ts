import { ScopedCache } from './scoped-cache';

const loads = () => {
  let n = 0;
  return { load: async () => (n += 1), count: () => n };
};

describe('the scoped read cache', () => {
  it('keeps at most max entries, dropping the least recently used', async () => {
    const c = new ScopedCache<string>({ max: 2, ttlMs: 1000 });
    const read = (k: string) =>
      c.read(
        k,
        0,
        async () => `row ${k}`,
        () => ({}),
      );
    await read('a');
    await read('b');
    await read('a'); // a is now the most recent
    await read('c');
    expect(c.size).toBe(2);
    let reloaded = false;
    await c.read(
      'b',
      0,
      async () => ((reloaded = true), 'row b'),
      () => ({}),
    );
    expect(reloaded).toBe(true);
  });

  it('reads again after the time to live', async () => {
    const c = new ScopedCache<number>({ max: 10, ttlMs: 1000 });
    const l = loads();
    await c.read('k', 0, l.load, () => ({}));
    await c.read('k', 999, l.load, () => ({}));
    expect(l.count()).toBe(1);
    await c.read('k', 1000, l.load, () => ({}));
    expect(l.count()).toBe(2);
  });

  it('drops the entries of a user or a contest, and only those', async () => {
    const c = new ScopedCache<number>({ max: 10, ttlMs: 1000 });
    const l = loads();
    await c.read('u1', 0, l.load, () => ({ user: 1 }));
    await c.read('u2', 0, l.load, () => ({ user: 2 }));
    await c.read('u1c9', 0, l.load, () => ({ user: 1, contest: 9 }));
    c.dropUser(1);
    expect(c.size).toBe(1);
    await c.read('u3c9', 0, l.load, () => ({ user: 3, contest: 9 }));
    c.dropContest(9);
    expect(c.size).toBe(1);
  });

  it('never stores what a read started before an invalidation found', async () => {
    const c = new ScopedCache<string>({ max: 10, ttlMs: 1000 });
    let release: (v: string) => void = () => undefined;
    const slow = c.read(
      'k',
      0,
      () => new Promise<string>((r) => (release = r)),
      () => ({}),
    );
    c.dropUser(1);
    release('old row');
    expect(await slow).toBe('old row');
    expect(
      await c.read(
        'k',
        0,
        async () => 'new row',
        () => ({}),
      ),
    ).toBe('new row');
  });

  it('stores nothing the scope function refuses, and serves nothing while not live', async () => {
    let live = true;
    const c = new ScopedCache<string | undefined>({ max: 10, ttlMs: 1000 }, () => live);
    await c.read(
      'unknown',
      0,
      async () => undefined,
      (v) => (v ? {} : null),
    );
    expect(c.size).toBe(0);
    await c.read(
      'k',
      0,
      async () => 'cached',
      () => ({}),
    );
    live = false;
    expect(
      await c.read(
        'k',
        0,
        async () => 'fresh',
        () => ({}),
      ),
    ).toBe('fresh');
  });
});
