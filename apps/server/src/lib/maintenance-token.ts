import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a maintenance token is good for: the CLI makes one right before its call. */
const VALID_SECONDS = 60;

function sign(secret: string, issuedAt: number): string {
  return createHmac('sha256', secret).update(`maintenance.${issuedAt}`).digest('base64url');
}

/** A short-lived token for the local maintenance calls, made from the server's own secret. */
export function maintenanceToken(secret: string, now = Date.now()): string {
  const issuedAt = Math.floor(now / 1000);
  return `${issuedAt}.${sign(secret, issuedAt)}`;
}

export function verifyMaintenanceToken(secret: string, token: string | undefined, now = Date.now()): boolean {
  const [issued, signature] = (token ?? '').split('.');
  const issuedAt = Number(issued);
  if (!Number.isInteger(issuedAt) || !signature || Math.abs(now / 1000 - issuedAt) > VALID_SECONDS) return false;
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
