import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { APPLICATION_MESSAGES, encodeStatement, PAGES, type ApplicantCopy } from '@visadesk/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/http';
import { renderApp } from '../../../testing/render-app';
import { forgetResults, holdResults } from '../api/held-results';
import { keepCopy, keptCopies, removeKeptCopy } from '../keep/kept-copies';
import { ENQUIRY, approvedApplicant as approved } from '../testing/applicant';

/** The copy with a statement issued now (the shared fixture's has long expired, which a phone would not keep). */
function approvedApplicant(overrides: Partial<ApplicantCopy> = {}): ApplicantCopy {
  const iat = Math.floor(Date.now() / 1000);
  const claims = { iss: 'Maple Route', sub: 'b2c3', iat, exp: iat + 20 * 86_400, n: 'Anita Sharma', p: '4567', c: 'Nepali', s: 'approved' as const, d: '2026-11-20', g: '' };
  return approved({ proof: encodeStatement(claims, 'k1', () => new Uint8Array(64)), ...overrides });
}

const heading = () => screen.findByRole('heading', { level: 2, name: 'Application Status: Approved' });
const PHOTO = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2]);

afterEach(async () => {
  forgetResults();
  for (const kept of await keptCopies()) await removeKeptCopy(kept.id);
});

describe('the applicant copy kept on this phone (ADR 053)', () => {
  it('keeps the held copy with its photo on request, and says until when', async () => {
    mockFetch(({ url }) => (url.startsWith('/api/files/') ? new Response(PHOTO, { headers: { 'content-type': 'image/jpeg' } }) : new Response(null, { status: 404 })));
    holdResults(ENQUIRY, [approvedApplicant({ image: '/api/files/photo?sig=1' })]);
    const { user } = renderApp(PAGES.viewOne);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Keep this copy on this phone' }));
    expect(await screen.findByText(/^Kept on this phone until \d{4}-\d{2}-\d{2}\.$/)).toHaveAttribute('role', 'status');
    const [kept] = await keptCopies();
    expect(kept?.copy.passport).toBe(approvedApplicant().passport);
    expect([...new Uint8Array(await (kept?.photo as Blob).arrayBuffer())]).toEqual([...PHOTO]);
  });

  it('shows a kept copy where this tab holds none, saying so, and forgets it on "Remove from this phone"', async () => {
    mockFetch(() => new Response(null, { status: 503 }));
    await keepCopy(approvedApplicant(), new Blob([PHOTO], { type: 'image/jpeg' }));
    const { user } = renderApp(PAGES.viewOne);
    await heading();
    expect(screen.getByText('This copy was kept on this phone. Check your status again when you are online to see any news.')).toBeInTheDocument();
    // Its photo from the phone's storage; its document links, signed for minutes, left out.
    expect(screen.getByRole('img', { name: /^Photo of/ }).getAttribute('src')).toMatch(/^blob:/);
    await user.click(await screen.findByRole('button', { name: 'Remove from this phone' }));
    expect(await screen.findByText('Removed from this phone.')).toBeInTheDocument();
    expect(screen.getByText(APPLICATION_MESSAGES.noApplicationData)).toBeInTheDocument();
    expect(await keptCopies()).toEqual([]);
  });

  it('never shows a kept copy after "Forget this copy", which forgets it on the phone too', async () => {
    mockFetch(() => new Response(null, { status: 503 }));
    const copy = approvedApplicant();
    await keepCopy(copy, null);
    holdResults(ENQUIRY, [copy]);
    const { user } = renderApp(PAGES.viewOne);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Forget this copy' }));
    expect(await screen.findByText('This copy has been forgotten on this device.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Application Status: Approved' })).toBeNull();
    await expect.poll(() => keptCopies()).toEqual([]);
  });
});
