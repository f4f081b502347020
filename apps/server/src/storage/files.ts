import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { files } from '../db/schema.ts';
import { FileLinks } from './file-links.ts';
import { newId } from '../lib/ids.ts';
import type { UploadedFile } from '../uploads/uploaded-file.ts';
import type { FileStorage } from './file-storage.ts';

/** Held shared by a backup, exclusively by file removal: no bytes vanish under a running backup. */
export const FILE_REMOVAL_LOCK = 7_301_948;

export interface StoredFile {
  id: string;
  contentType: string;
  size: number;
  sha256: string;
  originalName: string;
}

/** Turns a stored file's id into the signed link an answer carries ('' for an empty slot). */
export type LinkSigner = (fileId: string | null | undefined) => string;

/**
 * Stored files and their signed, expiring URLs. Bytes are written to storage before the metadata
 * row, and removed only after the row is gone, so a crash leaves at worst an unreferenced file.
 */
export class FilesService {
  private readonly db: Database;
  private readonly storage: FileStorage;
  private readonly links: FileLinks;

  constructor(db: Database, storage: FileStorage, secret: string) {
    this.db = db;
    this.storage = storage;
    this.links = new FileLinks(secret);
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

  /** The file's signed link: `FileLinks.signedUrl`. */
  signedUrl(id: string | null | undefined, ttlSeconds: number, sessionId?: string): string {
    return this.links.signedUrl(id, ttlSeconds, sessionId);
  }

  /** A signed link to a page that is not a file: `FileLinks.signedPageUrl`. */
  signedPageUrl(path: string, subject: string, ttlSeconds: number): string {
    return this.links.signedPageUrl(path, subject, ttlSeconds);
  }

  /** Whether a link's signature holds and it has not expired: `FileLinks.verify`. */
  verify(id: string, exp: number, sig: string, sessionId?: string): boolean {
    return this.links.verify(id, exp, sig, sessionId);
  }
}
