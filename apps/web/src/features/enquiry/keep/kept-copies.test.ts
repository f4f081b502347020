import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { base64UrlEncode } from '@visadesk/contract';
import { approvedApplicant as applicantCopy } from '../testing/applicant';
import { keepCopy, keptCopies, removeKeptCopy } from './kept-copies';

const DAY_MS = 86_400_000;
const now = Date.parse('2026-11-29T08:00:00Z');

/** A statement of the copy's shape: only its claims matter to the phone (the verifier checks the signature). */
const statement = (claims: object) => ['e30', base64UrlEncode(new TextEncoder().encode(JSON.stringify(claims))), 'AAAA'].join('.');

/** Everything kept, as stored: what someone reading the browser's storage directly would find. */
async function rawStorage(): Promise<string> {
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDB.open('visadesk-kept');
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  const records = await new Promise<unknown[]>((resolve) => {
    const all = database.transaction('copies').objectStore('copies').getAll();
    all.onsuccess = () => resolve(all.result);
  });
  database.close();
  return records.map((record) => JSON.stringify(record, (_key, value: unknown) => (value instanceof ArrayBuffer ? new TextDecoder().decode(value) : value))).join('\n');
}

afterEach(async () => {
  for (const kept of await keptCopies(now)) await removeKeptCopy(kept.id);
});

describe('a copy kept on this phone', () => {
  it('comes back whole, photo included, and nothing of it is readable in the storage itself', async () => {
    const copy = applicantCopy({ proof: statement({ sub: 'a1', exp: now / 1000 + 20 * 86_400 }) });
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], { type: 'image/jpeg' });
    const kept = await keepCopy(copy, photo, now);
    expect(kept.expiresAt).toBe(now + 20 * DAY_MS);

    const [back] = await keptCopies(now);
    expect(back?.copy).toEqual(copy);
    expect(back?.photo?.type).toBe('image/jpeg');
    expect([...new Uint8Array(await (back?.photo as Blob).arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 1, 2, 3]);
    const stored = await rawStorage();
    expect(stored).not.toContain(copy.passport);
    expect(stored).not.toContain(copy.surname);
    expect(stored).not.toContain(copy.dob);
  });

  it('is kept 30 days at most, and is forgotten unread once expired', async () => {
    await keepCopy(applicantCopy({ proof: statement({ sub: 'a2', exp: now / 1000 + 90 * 86_400 }) }), null, now);
    const [kept] = await keptCopies(now);
    expect(kept?.expiresAt).toBe(now + 30 * DAY_MS);
    expect(await keptCopies(now + 30 * DAY_MS - 1)).toHaveLength(1);
    expect(await keptCopies(now + 30 * DAY_MS)).toEqual([]);
    expect(await rawStorage()).toBe('');
  });

  it('keeps one copy per application, replaced when kept again, and removes it on request', async () => {
    const first = await keepCopy(applicantCopy({ isStatus: 'pending', proof: statement({ sub: 'a3', exp: now / 1000 + 86_400 }) }), null, now);
    const again = await keepCopy(applicantCopy({ isStatus: 'approved', proof: statement({ sub: 'a3', exp: now / 1000 + 86_400 }) }), null, now + 1);
    await keepCopy(applicantCopy({ proof: statement({ sub: 'other', exp: now / 1000 + 86_400 }) }), null, now + 2);
    expect(again.id).toBe(first.id);
    const kept = await keptCopies(now);
    expect(kept.map((copy) => copy.copy.isStatus)).toEqual(['approved', expect.any(String)]);
    await removeKeptCopy(first.id);
    expect(await keptCopies(now)).toHaveLength(1);
  });
});
