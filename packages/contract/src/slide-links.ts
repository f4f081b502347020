/**
 * Where a slide may lead: an `https://` address, or a path on this site that starts with exactly one
 * `/`. No backslash anywhere: browsers read `/\evil.test` as `//evil.test`, another site.
 * Whitespace and control characters are refused too, since browsers drop some of them from URLs.
 */
export function isSafeSlideLink(link: string): boolean {
  if (link === '') return true;
  if (/[\s\\]/.test(link) || [...link].some((c) => c < ' ' || c === '\u007f')) return false;
  return /^https:\/\/[^/?#]+(?:[/?#]\S*)?$/i.test(link) || /^\/(?!\/)/.test(link);
}
