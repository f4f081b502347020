/** Whether a cookie readable by scripts is set; httpOnly cookies are invisible here by design. */
export function hasCookie(name: string): boolean {
  // Pages prerendered at build time have no cookies (and no document).
  if (typeof document === 'undefined') return false;
  return document.cookie
    .split(';')
    .some((pair) => pair.trim().split('=')[0] === name);
}
