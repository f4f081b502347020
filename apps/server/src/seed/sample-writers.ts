import { closeSync, constants, fsyncSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { copyFile, link, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DatabaseFileStorage } from '../storage/database-storage.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { LocalFileStorage } from '../storage/local-storage.ts';
import type { Tx } from '../db/client.ts';
import type { Sample } from './demo-samples.ts';

/** One stored file to be: its own storage key, showing a shared sample's bytes. */
export interface Placement {
  key: string;
  sample: Sample;
}

/**
 * Gives every key its own stored copy of a sample, so deleting one application (which deletes its
 * files' rows and bytes) never touches another's. ADR 009 has the figures behind both designs.
 */
export interface SampleWriter {
  /** Before the rows commit: bytes first, as FilesService does, so a crash leaves only strays. */
  place(placements: Placement[]): Promise<void>;
  /** Inside the transaction that inserts the rows. */
  inTransaction(tx: Tx, placements: Placement[]): Promise<void>;
  /** The rows did not commit: takes back what place wrote. */
  discard(placements: Placement[]): Promise<void>;
  /** After the last commit: makes what was placed durable. */
  finish(): void;
  /** Removes the staged samples. */
  close(): void;
}

function syncPath(target: string): void {
  const fd = openSync(target, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

const NO_LINKS = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'ENOSYS']);

/**
 * Local storage: each key is a hard link to a sample written once to DATA_DIR/tmp (the same
 * filesystem as DATA_DIR/files). A link is one directory entry and no bytes, and removing it leaves
 * the other links whole. Where links cannot be made, each key gets a copy (a reflink where the
 * filesystem clones). Links are made on libuv's threads, beside the database's work.
 */
class LinkedFiles implements SampleWriter {
  private readonly root: string;
  private readonly stagingDir: string;
  private readonly staged = new Map<number, string>();
  private readonly shards = new Set<string>();
  private generation = 0;
  private copying = false;

  constructor(root: string, stagingDir: string) {
    this.root = root;
    this.stagingDir = stagingDir;
  }

  /** LocalFileStorage.pathOf's layout: a folder named after the key's last two characters. */
  private target(key: string): string {
    return path.join(this.root, key.slice(-2), key);
  }

  /** The sample's current copy on disk; a new one when `spent` (out of links, or gone) is current. */
  private stage(sample: Sample, spent?: string): string {
    const current = this.staged.get(sample.index);
    if (current && current !== spent) return current;
    // Only the staging name goes: the links made to that copy keep its bytes.
    if (current) rmSync(current, { force: true });
    this.generation += 1;
    mkdirSync(this.stagingDir, { recursive: true });
    const file = path.join(this.stagingDir, `seed-sample-${process.pid}-${sample.index}-${this.generation}`);
    writeFileSync(file, sample.data, { mode: 0o600 });
    syncPath(file);
    this.staged.set(sample.index, file);
    return file;
  }

  private async placeOne({ key, sample }: Placement): Promise<void> {
    const target = this.target(key);
    if (this.copying) return copyFile(this.stage(sample), target, constants.COPYFILE_FICLONE);
    const source = this.stage(sample);
    try {
      await link(source, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      // An inode holds a bounded number of links (65,000 on ext4), and a server sharing DATA_DIR
      // clears DATA_DIR/tmp of files older than its grace period: carry on with a new copy.
      if (code === 'EMLINK' || code === 'ENOENT') return link(this.stage(sample, source), target);
      if (!NO_LINKS.has(code)) throw error;
      this.copying = true;
      await copyFile(source, target, constants.COPYFILE_FICLONE);
    }
  }

  async place(placements: Placement[]): Promise<void> {
    for (const { key } of placements) {
      const shard = path.dirname(this.target(key));
      if (!this.shards.has(shard)) {
        mkdirSync(shard, { recursive: true });
        this.shards.add(shard);
      }
    }
    await Promise.all(placements.map((p) => this.placeOne(p)));
  }

  async inTransaction(): Promise<void> {}

  async discard(placements: Placement[]): Promise<void> {
    await Promise.all(placements.map(({ key }) => rm(this.target(key), { force: true })));
  }

  /**
   * Syncing each folder after each batch cost more than the inserts (ADR 009), so the new entries
   * are synced once, at the end. The embedded database runs with fsync off in any case.
   */
  finish(): void {
    for (const shard of this.shards) syncPath(shard);
  }

  close(): void {
    for (const file of this.staged.values()) rmSync(file, { force: true });
    this.staged.clear();
  }
}

/** Database storage: one file_blobs row per key, the sample's bytes sent once per batch. */
class BlobRows implements SampleWriter {
  async place(): Promise<void> {}

  async inTransaction(tx: Tx, placements: Placement[]): Promise<void> {
    const bySample = new Map<Sample, string[]>();
    for (const { key, sample } of placements) {
      const keys = bySample.get(sample);
      if (keys) keys.push(key);
      else bySample.set(sample, [key]);
    }
    for (const [sample, keys] of bySample) {
      await tx.execute(sql`insert into file_blobs (key, data)
        select k, ${sql.param(sample.data)}::bytea from unnest(${sql.param(keys)}::text[]) as k`);
    }
  }

  async discard(): Promise<void> {}

  finish(): void {}

  close(): void {}
}

/** Any other store (an S3 bucket): each key's bytes put through the store, eight at a time. */
class StorePuts implements SampleWriter {
  private readonly storage: FileStorage;

  constructor(storage: FileStorage) {
    this.storage = storage;
  }

  async place(placements: Placement[]): Promise<void> {
    const queue = [...placements];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await this.storage.putBuffer(next.key, next.sample.data);
    };
    await Promise.all(Array.from({ length: 8 }, worker));
  }

  async inTransaction(): Promise<void> {}

  async discard(placements: Placement[]): Promise<void> {
    for (const { key } of placements) await this.storage.remove(key);
  }

  finish(): void {}

  close(): void {}
}

export function sampleWriterFor(storage: FileStorage, stagingDir: string): SampleWriter {
  if (storage instanceof LocalFileStorage) return new LinkedFiles(storage.root, stagingDir);
  if (storage instanceof DatabaseFileStorage) return new BlobRows();
  return new StorePuts(storage);
}
