import type { ApplicantCopy } from '@visadesk/contract';
import { statementExpiry, statementSubject } from './statement-claims';

/**
 * "Keep this copy on this phone" (ADR 053): the applicant copy, its photo and its statement, kept in
 * the browser's own storage (IndexedDB), encrypted with AES-GCM under a key this browser made and
 * cannot export, until the worker removes it or it expires (when its statement does, 30 days at
 * most). Only the expiry is stored in the clear, so an expired copy is deleted unread.
 */
export interface KeptCopy {
  id: string;
  copy: ApplicantCopy;
  /** The photo as it was when kept (its signed link would have expired), or null. */
  photo: Blob | null;
  keptAt: number;
  expiresAt: number;
}

interface StoredCopy {
  id: string;
  expiresAt: number;
  iv: Uint8Array;
  data: ArrayBuffer;
}

interface Payload {
  copy: ApplicantCopy;
  photo: { type: string; bytes: number[] } | null;
  keptAt: number;
}

const DATABASE = 'visadesk-kept';
const KEYS = 'keys';
const COPIES = 'copies';
const KEY_NAME = 'copies-key';
const DAY_MS = 86_400_000;
export const KEEP_DAYS = 30;

function request<T>(call: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    call.onsuccess = () => resolve(call.result);
    call.onerror = () => reject(call.error ?? new Error('IndexedDB refused.'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const opening = indexedDB.open(DATABASE, 1);
  opening.onupgradeneeded = () => {
    opening.result.createObjectStore(KEYS);
    opening.result.createObjectStore(COPIES, { keyPath: 'id' });
  };
  return request(opening);
}

async function withStore<T>(name: string, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await openDatabase();
  try {
    return await request(work(database.transaction(name, mode).objectStore(name)));
  } finally {
    database.close();
  }
}

/** This browser's key: made once, never extractable, so the copies cannot be read anywhere else. */
async function copiesKey(): Promise<CryptoKey> {
  const kept = await withStore<CryptoKey | undefined>(KEYS, 'readonly', (store) => store.get(KEY_NAME) as IDBRequest<CryptoKey | undefined>);
  if (kept) return kept;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await withStore(KEYS, 'readwrite', (store) => store.put(key, KEY_NAME));
  return key;
}

/** The same copy kept again replaces the first: its id comes from its statement's application, hashed. */
async function idOf(copy: ApplicantCopy): Promise<string> {
  const subject = statementSubject(copy.proof) ?? copy.passport;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`visadesk-kept-copy:${subject}`)));
  return [...digest.slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Keeps a copy (and its photo) on this phone; answers when it will be forgotten. */
export async function keepCopy(copy: ApplicantCopy, photo: Blob | null, now = Date.now()): Promise<KeptCopy> {
  const expiresAt = Math.min(statementExpiry(copy.proof) ?? now + KEEP_DAYS * DAY_MS, now + KEEP_DAYS * DAY_MS);
  const payload: Payload = { copy, photo: photo ? { type: photo.type, bytes: [...new Uint8Array(await photo.arrayBuffer())] } : null, keptAt: now };
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await copiesKey(), new TextEncoder().encode(JSON.stringify(payload)));
  const id = await idOf(copy);
  await withStore(COPIES, 'readwrite', (store) => store.put({ id, expiresAt, iv, data } satisfies StoredCopy));
  return { id, copy, photo, keptAt: now, expiresAt };
}

async function opened(stored: StoredCopy, key: CryptoKey): Promise<KeptCopy | null> {
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: stored.iv as BufferSource }, key, stored.data);
    const payload = JSON.parse(new TextDecoder().decode(plain)) as Payload;
    const photo = payload.photo ? new Blob([new Uint8Array(payload.photo.bytes)], { type: payload.photo.type }) : null;
    return { id: stored.id, copy: payload.copy, photo, keptAt: payload.keptAt, expiresAt: stored.expiresAt };
  } catch {
    return null;
  }
}

/** The copies kept on this phone, oldest first; an expired one, or one this browser can no longer read, is deleted. */
export async function keptCopies(now = Date.now()): Promise<KeptCopy[]> {
  if (typeof indexedDB === 'undefined') return [];
  const stored = await withStore<StoredCopy[]>(COPIES, 'readonly', (store) => store.getAll() as IDBRequest<StoredCopy[]>);
  if (stored.length === 0) return [];
  const key = await copiesKey();
  const copies: KeptCopy[] = [];
  for (const record of stored) {
    const copy = record.expiresAt > now ? await opened(record, key) : null;
    if (copy) copies.push(copy);
    else await removeKeptCopy(record.id);
  }
  return copies.sort((a, b) => a.keptAt - b.keptAt);
}

export async function removeKeptCopy(id: string): Promise<void> {
  await withStore(COPIES, 'readwrite', (store) => store.delete(id));
}

/** Removes whatever is kept of these copies (the worker chose to forget them on this device). */
export async function removeKeptCopiesOf(copies: readonly ApplicantCopy[]): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  for (const copy of copies) await removeKeptCopy(await idOf(copy));
}
