import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/** A stored file's key is its id (lib/ids.ts): nothing else reaches a store, never a path. */
const KEY = /^[0-9a-f]{24}$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

/** The SHA-256 (hex) of a stream's bytes, read to its end; null for no stream (a key the store lacks). */
export async function sha256Of(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The key, or an error when it is not one: a store never sees a path or a name. */
export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error('invalid storage key');
  return key;
}

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
  /** The SHA-256 (hex) of a key's bytes as stored, read back from the store; null when it has none. */
  sha256(key: string): Promise<string | null>;
  /** Stops the start with a message naming what is wrong when the store cannot be used (S3's bucket). */
  check?(): Promise<void>;
  /** Lets go of connections at shutdown. */
  close?(): void;
}
