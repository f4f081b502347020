import { render, screen } from '@testing-library/react';
import { API } from '@visadesk/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../testing/http';
import { COPYRIGHT_YEAR_ATTRIBUTE } from './copyright-year';
import { SiteFooter } from './site-footer';
import { FOOTER_WORDS } from '../../testing/island-words';

/** The footer's last line once it names the consultancy (the name is set apart for right-to-left pages). */
const footerLine = async (name: string) => {
  const line = await screen.findByText((_, element) => element?.matches('p.text-center') === true && (element.textContent ?? '').includes(name));
  return line;
};

afterEach(() => document.documentElement.removeAttribute(COPYRIGHT_YEAR_ATTRIBUTE));

describe('the site footer', () => {
  it('carries the current year, and a name ending in a full stop gets no second one', async () => {
    mockApi({ [`GET ${API.publicSettings}`]: () => jsonResponse({ consultancyName: 'Himalaya Overseas Pvt. Ltd.' }) });
    render(<SiteFooter words={FOOTER_WORDS} />);
    const line = await footerLine('Himalaya Overseas Pvt. Ltd.');
    expect(line).toHaveTextContent(`© ${new Date().getFullYear()} Himalaya Overseas Pvt. Ltd. · All rights reserved.`);
    expect(line.textContent).not.toContain('..');
  });

  it('says the year the server served the page in, so hydration agrees with the HTML', async () => {
    document.documentElement.setAttribute(COPYRIGHT_YEAR_ATTRIBUTE, '2031');
    mockApi({ [`GET ${API.publicSettings}`]: () => jsonResponse({ consultancyName: 'Maple Route' }) });
    render(<SiteFooter words={FOOTER_WORDS} />);
    expect(await footerLine('Maple Route')).toHaveTextContent('© 2031 Maple Route · All rights reserved.');
  });

  it("makes each of the agency's numbers a link a phone dials", async () => {
    mockApi({ [`GET ${API.publicSettings}`]: () => jsonResponse({ consultancyName: 'Maple Route', phone: '01-4435566/67, +977 9851012345' }) });
    render(<SiteFooter words={FOOTER_WORDS} />);
    expect(await screen.findByRole('link', { name: '01-4435566' })).toHaveAttribute('href', 'tel:014435566');
    expect(screen.getByRole('link', { name: '67' })).toHaveAttribute('href', 'tel:014435567');
    expect(screen.getByRole('link', { name: '+977 9851012345' })).toHaveAttribute('href', 'tel:+9779851012345');
    // Each number apart, left to right (ADR 037), the separators between them as written.
    expect(screen.getByRole('link', { name: '67' }).parentElement?.parentElement).toHaveTextContent('01-4435566/67, +977 9851012345');
  });
});
