import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files.ts';
import { checkedKey, isStorageKey, sha256Of, type FileStorage } from './file-storage.ts';

async function fsyncPath(target: string, mode?: number): Promise<void> {
  const handle = await open(target, 'r');
  try {
    if (mode !== undefined) await handle.chmod(mode);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Files in a directory under DATA_DIR, written atomically: the bytes are synced to disk in a temp
 * file on the same filesystem, renamed into place, and the directory entry synced too. A crash
 * leaves either the whole file or none. Files are 0600 and folders 0700 whatever the umask.
 */
export class LocalFileStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  private pathOf(key: string): string {
    return path.join(this.root, key.slice(-2), checkedKey(key));
  }

  async putFile(key: string, tempPath: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
    // The temp file may come from anywhere (an upload, a restore): it is made private before it is placed.
    await fsyncPath(tempPath, PRIVATE_FILE_MODE);
    await rename(tempPath, target);
    await fsyncPath(path.dirname(target));
  }

  async putBuffer(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
    const temp = `${target}.${process.pid}.tmp`;
    await writeFile(temp, data, { mode: PRIVATE_FILE_MODE });
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

  private async *entries(): AsyncIterable<{ name: string; file: string }> {
    const shards = await readdir(this.root).catch(() => [] as string[]);
    for (const shard of shards) {
      for (const name of await readdir(path.join(this.root, shard)).catch(() => [] as string[])) {
        yield { name, file: path.join(this.root, shard, name) };
      }
    }
  }

  async *keys(): AsyncIterable<string> {
    for await (const { name } of this.entries()) if (isStorageKey(name)) yield name;
  }

  async storedAt(key: string): Promise<number | null> {
    const info = await stat(this.pathOf(key)).catch(() => null);
    return info ? info.mtimeMs : null;
  }

  async sha256(key: string): Promise<string | null> {
    return sha256Of(await this.read(key));
  }

  async removeLeftovers(cutoff: number): Promise<number> {
    let removed = 0;
    for await (const { name, file } of this.entries()) {
      // A temp file is what a crash leaves of an interrupted write; a young one may be a write in progress.
      if (!name.endsWith('.tmp')) continue;
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs <= cutoff) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
