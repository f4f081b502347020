import { readFile, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { fileBlobs } from '../db/schema.ts';
import { checkedKey, type FileStorage } from './file-storage.ts';

/** File bytes kept in PostgreSQL, so several instances share them without a shared disk. */
export class DatabaseFileStorage implements FileStorage {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async putFile(key: string, tempPath: string): Promise<void> {
    const data = await readFile(tempPath);
    await this.putBuffer(key, data);
    await rm(tempPath, { force: true });
  }

  async putBuffer(key: string, data: Buffer): Promise<void> {
    await this.db
      .insert(fileBlobs)
      .values({ key: checkedKey(key), data })
      .onConflictDoUpdate({ target: fileBlobs.key, set: { data, storedAt: sql`now()` } });
  }

  async read(key: string): Promise<Readable | null> {
    const [row] = await this.db.select({ data: fileBlobs.data }).from(fileBlobs).where(eq(fileBlobs.key, checkedKey(key)));
    return row ? Readable.from([row.data]) : null;
  }

  async remove(key: string): Promise<void> {
    await this.db.delete(fileBlobs).where(eq(fileBlobs.key, key));
  }

  async *keys(): AsyncIterable<string> {
    const rows = await this.db.select({ key: fileBlobs.key }).from(fileBlobs);
    for (const row of rows) yield row.key;
  }

  /** When the bytes were written, which for a restored file is later than its key's time. */
  async storedAt(key: string): Promise<number | null> {
    const [row] = await this.db.select({ storedAt: fileBlobs.storedAt }).from(fileBlobs).where(eq(fileBlobs.key, key));
    return row ? row.storedAt.getTime() : null;
  }

  /** Hashed where the bytes are: nothing crosses the connection but the digest. */
  async sha256(key: string): Promise<string | null> {
    const [row] = await this.db
      .select({ digest: sql<string>`encode(sha256(${fileBlobs.data}), 'hex')` })
      .from(fileBlobs)
      .where(eq(fileBlobs.key, checkedKey(key)));
    return row ? row.digest : null;
  }

  /** A blob is written in one statement: an interrupted write leaves nothing. */
  removeLeftovers(): Promise<number> {
    return Promise.resolve(0);
  }
}
