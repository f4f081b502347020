/** Whether a cookie readable by scripts is set; httpOnly cookies are invisible here by design. */
export function hasCookie(name: string): boolean {
  return document.cookie
    .split(';')
    .some((pair) => pair.trim().split('=')[0] === name);
}
