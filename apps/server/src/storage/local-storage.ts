import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStorage } from './file-storage.ts';

async function fsyncPath(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Files in a directory under DATA_DIR, written atomically: the bytes are synced to disk in a temp
 * file on the same filesystem, renamed into place, and the directory entry synced too. A crash
 * leaves either the whole file or none.
 */
export class LocalFileStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  private pathOf(key: string): string {
    if (!/^[0-9a-f]{24}$/.test(key)) throw new Error('invalid storage key');
    return path.join(this.root, key.slice(-2), key);
  }

  async putFile(key: string, tempPath: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await fsyncPath(tempPath);
    await rename(tempPath, target);
    await fsyncPath(path.dirname(target));
  }

  async putBuffer(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.tmp`;
    await writeFile(temp, data);
    await this.putFile(key, temp);
  }

  async read(key: string): Promise<Readable | null> {
    const target = this.pathOf(key);
    try {
      await stat(target);
    } catch {
      return null;
    }
    return createReadStream(target);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *keys(): AsyncIterable<string> {
    let shards: string[];
    try {
      shards = await readdir(this.root);
    } catch {
      return;
    }
    for (const shard of shards) {
      for (const name of await readdir(path.join(this.root, shard))) {
        if (/^[0-9a-f]{24}$/.test(name)) yield name;
        // A temp file is what a crash leaves of an interrupted write.
        else if (name.endsWith('.tmp')) await rm(path.join(this.root, shard, name), { force: true });
      }
    }
  }
}
