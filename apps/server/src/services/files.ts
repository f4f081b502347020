import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { files } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import type { UploadedFile } from '../uploads/uploaded-file.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { FILE_REMOVAL_LOCK } from './backup.ts';

export interface StoredFile {
  id: string;
  contentType: string;
  size: number;
  sha256: string;
  originalName: string;
}

/** Signed URLs are rounded up to the hour so a list shows the same URL while it is on screen. */
const URL_GRANULARITY_SECONDS = 3600;

/** Turns a stored file's id into the signed link an answer carries ('' for an empty slot). */
export type LinkSigner = (fileId: string | null | undefined) => string;

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

  /** A staff link's signature covers the session too: `id.exp.sid`, never confused with `id.exp`. */
  private signature(id: string, exp: number, sessionId: string | undefined): string {
    const signed = sessionId ? `${id}.${exp}.${sessionId}` : `${id}.${exp}`;
    return createHmac('sha256', this.secret).update(signed).digest('base64url');
  }

  /**
   * A link that opens the file until `ttlSeconds` from now (rounded up to the hour). With a session
   * id it is a staff link, which stops working when that session ends (the file route checks).
   */
  signedUrl(id: string | null | undefined, ttlSeconds: number, sessionId?: string): string {
    if (!id) return '';
    const exp = Math.ceil((Date.now() / 1000 + ttlSeconds) / URL_GRANULARITY_SECONDS) * URL_GRANULARITY_SECONDS;
    const session = sessionId ? `&sid=${sessionId}` : '';
    return `/api/files/${id}?exp=${exp}${session}&sig=${this.signature(id, exp, sessionId)}`;
  }

  /** True when the signature matches and the expiry has not passed; the session is checked apart. */
  verify(id: string, exp: number, sig: string, sessionId?: string): boolean {
    if (!Number.isInteger(exp) || exp * 1000 < Date.now()) return false;
    const expected = Buffer.from(this.signature(id, exp, sessionId));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
