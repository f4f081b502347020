/*
 * The footer's year is the year the visitor reads it in (DESIGN.md), not the spec's 2025. A page
 * prerendered at build time carries the server's slot instead (PAGE_SLOTS.copyrightYear), filled
 * with the year it is served in, so the HTML and the hydrated footer agree.
 */
let prerenderedAs: string | null = null;

export function copyrightYear(): string {
  return prerenderedAs ?? String(new Date().getFullYear());
}

/** Renders (synchronously, at build time) with `slot` in place of the year. */
export function prerenderingYearAs<T>(slot: string, render: () => T): T {
  prerenderedAs = slot;
  try {
    return render();
  } finally {
    prerenderedAs = null;
  }
}
