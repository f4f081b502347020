import { API, type StatementKey } from '@visadesk/contract';
import { send } from '../../../lib/send-request';

/** Where the agency's keys are kept on this phone, so a statement is checked with the network off. */
export const KEYS_STORAGE_KEY = 'visadesk-statement-keys';

const isKey = (value: unknown): value is StatementKey => {
  if (typeof value !== 'object' || value === null) return false;
  const key = value as Partial<StatementKey>;
  return key.kty === 'OKP' && key.crv === 'Ed25519' && typeof key.x === 'string' && typeof key.kid === 'string' && key.alg === 'EdDSA';
};

/** The keys of a JWK set, those of another kind left out; [] for anything that is not one. */
export function keysOf(value: unknown): StatementKey[] {
  const keys = (value as { keys?: unknown } | null)?.keys;
  return Array.isArray(keys) ? keys.filter(isKey) : [];
}

function keptKeys(): StatementKey[] {
  try {
    return keysOf(JSON.parse(localStorage.getItem(KEYS_STORAGE_KEY) ?? 'null'));
  } catch {
    return [];
  }
}

/** The keys this visit fetched: asked for once per page load, again only while none has arrived. */
let fetched: Promise<StatementKey[]> | undefined;

async function fetchKeys(): Promise<StatementKey[]> {
  const keys = keysOf(await send<unknown>(API.statementKeys, { timeoutMs: 15_000 }, null));
  if (keys.length === 0) throw new Error('No key in the answer.');
  try {
    localStorage.setItem(KEYS_STORAGE_KEY, JSON.stringify({ keys }));
  } catch {
    // Storage full or refused (a private window): the keys still serve this visit.
  }
  return keys;
}

/**
 * The agency's published keys: fetched when the page opens (a rotated key arrives) and kept on the
 * phone for a later check without the network. Keys are public: keeping them reveals nothing.
 */
export async function loadKeys(): Promise<StatementKey[]> {
  fetched ??= fetchKeys().catch((error: unknown) => {
    fetched = undefined;
    throw error;
  });
  try {
    return await fetched;
  } catch {
    // Offline, or the server did not answer: the kept keys, if any.
    return keptKeys();
  }
}

/** Forgets this visit's keys (tests open the page many times in one document). */
export function forgetFetchedKeys(): void {
  fetched = undefined;
}
