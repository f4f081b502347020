import { describe, expect, it } from 'vitest';
import { PAGE_HEADS, renderPage } from './entry-server';

// The build runs this in Node (scripts/prerender.mjs), which also proves it needs no browser.
describe('prerendering', () => {
  it.each(PAGE_HEADS.map((head) => [head.path, head] as const))('renders %s in Node, without a browser', async (_path, head) => {
    const html = await renderPage(head.path);
    const heading = head.title.replace(/ \| VisaDesk$/, '');
    expect(html).toContain('<h1');
    expect(html).toContain(heading);
    expect(html).toContain('© <!-- -->2025');
    // What the visitor types is never part of the page.
    expect(html).not.toMatch(/value="[^"]+"/);
  });

  it('renders the home page with every block and the static slides', async () => {
    const html = await renderPage('/');
    expect(html).toContain('CHECK YOUR APPLICATION STATUS');
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('poster=');
  });
});
