import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { files } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import type { UploadedFile } from '../lib/uploads.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { FILE_REMOVAL_LOCK } from './backup.ts';

export interface StoredFile {
  id: string;
  contentType: string;
  size: number;
  sha256: string;
  originalName: string;
}

/** Signed URLs are rounded up to the hour so a list shows the same URL (and the browser cache hits). */
const URL_GRANULARITY_SECONDS = 3600;

/**
 * Stored files and their signed, expiring URLs. Bytes are written to storage before the metadata
 * row, and removed only after the row is gone, so a crash leaves at worst an unreferenced file.
 */
export class FilesService {
  private readonly db: Database;
  private readonly storage: FileStorage;
  private readonly secret: string;

  constructor(db: Database, storage: FileStorage, secret: string) {
    this.db = db;
    this.storage = storage;
    this.secret = secret;
  }

  async storeUpload(upload: UploadedFile): Promise<StoredFile> {
    const stored: StoredFile = {
      id: newId(),
      contentType: upload.contentType ?? 'application/octet-stream',
      size: upload.size,
      sha256: upload.sha256,
      originalName: upload.filename,
    };
    await this.storage.putFile(stored.id, upload.tempPath);
    await this.db.insert(files).values(stored);
    return stored;
  }

  async storeBuffer(data: Buffer, contentType: string, originalName: string): Promise<StoredFile> {
    const stored: StoredFile = {
      id: newId(),
      contentType,
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      originalName,
    };
    await this.storage.putBuffer(stored.id, data);
    await this.db.insert(files).values(stored);
    return stored;
  }

  /** Deletes rows and bytes; call after the rows referencing them are gone. */
  async remove(ids: (string | null | undefined)[]): Promise<void> {
    const present = ids.filter((id): id is string => typeof id === 'string');
    if (present.length === 0) return;
    await this.db.transaction(async (tx) => {
      // Waits for a running backup, which must still find these bytes.
      await tx.execute(sql`select pg_advisory_xact_lock(${FILE_REMOVAL_LOCK})`);
      await tx.delete(files).where(inArray(files.id, present));
    });
    await Promise.all(present.map((id) => this.storage.remove(id)));
  }

  async open(id: string): Promise<{ file: StoredFile; stream: Readable } | null> {
    const [row] = await this.db.select().from(files).where(inArray(files.id, [id]));
    if (!row) return null;
    const stream = await this.storage.read(id);
    return stream ? { file: row, stream } : null;
  }

  private signature(id: string, exp: number): string {
    return createHmac('sha256', this.secret).update(`${id}.${exp}`).digest('base64url');
  }

  signedUrl(id: string | null | undefined, ttlSeconds: number): string {
    if (!id) return '';
    const exp = Math.ceil((Date.now() / 1000 + ttlSeconds) / URL_GRANULARITY_SECONDS) * URL_GRANULARITY_SECONDS;
    return `/api/files/${id}?exp=${exp}&sig=${this.signature(id, exp)}`;
  }

  verify(id: string, exp: number, sig: string): boolean {
    if (!Number.isInteger(exp) || exp * 1000 < Date.now()) return false;
    const expected = Buffer.from(this.signature(id, exp));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
