import { compare } from 'bcryptjs';
import { WorkerPasswordHasher } from './import-hasher';

jest.setTimeout(60_000);

/** Issue 35: an import's passwords are hashed off the event loop. */
describe('the import password hasher', () => {
  const hasher = new WorkerPasswordHasher(10);
  afterAll(() => hasher.close());

  it('hashes in a worker thread, leaving the event loop free meanwhile', async () => {
    let turns = 0;
    let hashing = true;
    const spin = (): void => {
      turns += 1;
      if (hashing) setImmediate(spin);
    };
    setImmediate(spin);
    const started = performance.now();
    const hashes = await Promise.all(
      ['Aa123456', 'Bb123456', 'Cc123456'].map((p) => hasher.hash(p)),
    );
    const ms = performance.now() - started;
    hashing = false;
    // bcryptjs on the main thread gives the loop one turn per 100 ms slice at best.
    expect(turns).toBeGreaterThan(ms / 20);
    expect(await compare('Bb123456', hashes[1] ?? '')).toBe(true);
    expect(hashes[0]).toMatch(/^\$2b\$10\$/);
  });

  it('starts again after close', async () => {
    await hasher.close();
    expect(await compare('Dd123456', await hasher.hash('Dd123456'))).toBe(true);
  });
});
