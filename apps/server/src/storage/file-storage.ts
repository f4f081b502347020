import type { Readable } from 'node:stream';

/** Where file bytes live. Metadata (type, size, sha256) is in the `files` table. */
export interface FileStorage {
  /** Moves a finished temp file into place atomically; the temp file is consumed. */
  putFile(key: string, tempPath: string): Promise<void>;
  putBuffer(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
  /** Every stored key. */
  keys(): AsyncIterable<string>;
  /** When a key's bytes were written (ms since the epoch); null when the storage does not know. */
  storedAt(key: string): Promise<number | null>;
  /** Removes what interrupted writes left, if written before `cutoff` (ms); returns how many. */
  removeLeftovers(cutoff: number): Promise<number>;
}
