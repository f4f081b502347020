import type { Readable } from 'node:stream';

/** Where file bytes live. Metadata (type, size, sha256) is in the `files` table. */
export interface FileStorage {
  /** Moves a finished temp file into place atomically; the temp file is consumed. */
  putFile(key: string, tempPath: string): Promise<void>;
  putBuffer(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
  /** Every stored key; leftovers of interrupted writes are removed on the way. */
  keys(): AsyncIterable<string>;
}
