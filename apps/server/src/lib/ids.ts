import { randomBytes } from 'node:crypto';

/** A 24-character lowercase hex id: 4-byte time prefix + 8 random bytes (ObjectId-shaped). */
export function newId(): string {
  const time = Math.floor(Date.now() / 1000).toString(16).padStart(8, '0');
  return time + randomBytes(8).toString('hex');
}
