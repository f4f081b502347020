/**
 * PostgreSQL text cannot hold U+0000: a query carrying one fails inside the driver. Requests are
 * checked for it up front so the client gets a 400 instead of a 500. Nesting deeper than any
 * schema allows is left to validation, which refuses it anyway.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 16) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}
