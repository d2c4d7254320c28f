import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live. The default keeps them under the data folder; an S3-compatible
 * store implements the same three calls (see server/API-training.md).
 */
export interface FileStore {
  /** Streams `source` into `key`; returns the bytes written. */
  put(key: string, source: Readable): Promise<number>;
  /** A stream of `key`, or of bytes start..end of it. */
  read(key: string, range?: { start: number; end: number }): Readable;
  remove(key: string): Promise<void>;
}

/** Files under `root` (default `<DATA_DIR>/files`), streamed in and out, never read whole. */
export class DiskFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!/^[a-z0-9/-]+$/i.test(key) || key.includes('..')) throw new Error('bad file key');
    return path.join(this.root, key);
  }

  async put(key: string, source: Readable): Promise<number> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await pipeline(source, createWriteStream(file));
    return (await stat(file)).size;
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.pathOf(key), range);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
