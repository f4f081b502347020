/*
 * The footer's year is the current year (design notes, "Deliberate departures"), not the spec's
 * 2025. A page prerendered at build time carries the server's slot (PAGE_SLOTS.copyrightYear), filled
 * with the year it is served in; the browser reads that year back from the page (its <html>
 * element's data attribute), so the hydrated footer says exactly what the HTML says, even in the
 * hours around New Year when the visitor's year and the server's differ.
 */
export const COPYRIGHT_YEAR_ATTRIBUTE = 'data-copyright-year';

let prerenderedAs: string | null = null;

function servedYear(): string | null {
  if (typeof document === 'undefined') return null;
  const year = document.documentElement.getAttribute(COPYRIGHT_YEAR_ATTRIBUTE);
  return year && /^\d{4}$/.test(year) ? year : null;
}

export function copyrightYear(): string {
  return prerenderedAs ?? servedYear() ?? String(new Date().getFullYear());
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
