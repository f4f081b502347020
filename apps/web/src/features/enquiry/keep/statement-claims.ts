import { base64UrlDecode } from '@visadesk/contract';

/** A statement's claims read without checking it (what the phone keeps, not what a verifier trusts); null when unreadable. */
function claimsOf(statement: string): Record<string, unknown> | null {
  const bytes = base64UrlDecode(statement.split('.')[1] ?? '');
  if (!bytes) return null;
  try {
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** When a copy's statement expires, in ms; null when it has none readable. */
export function statementExpiry(statement: string): number | null {
  const exp = claimsOf(statement)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** The application a copy's statement is about; null when it has none readable. */
export function statementSubject(statement: string): string | null {
  const sub = claimsOf(statement)?.sub;
  return typeof sub === 'string' ? sub : null;
}
