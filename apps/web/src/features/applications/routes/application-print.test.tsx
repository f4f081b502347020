import { screen, within } from '@testing-library/react';
import { API, APPLICATION_MESSAGES as M, DOCUMENT_SLOTS } from '@visadesk/contract';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../testing/http';
import { anApplication, MEERA_ID } from '../testing/fixtures';
import { renderDesk } from '../testing/render-desk';

const PATH = `/updateApplicationView/${MEERA_ID}/print`;
const PDF_URL = `/api/files/${'1'.repeat(24)}?exp=1&sig=pdf`;
const PNG_URL = `/api/files/${'2'.repeat(24)}?exp=1&sig=png`;
const uploadedAt = '2025-03-02T10:00:00.000Z';

const MEERA = anApplication({
  isStatus: 'approved',
  approve: '2025-03-05',
  file5: PNG_URL,
  file9: PDF_URL,
  documents: {
    file5: { url: PNG_URL, contentType: 'image/png', size: 100, uploadedAt },
    file9: { url: PDF_URL, contentType: 'application/pdf', size: 100, uploadedAt },
  },
});

describe('print view', () => {
  it('prints the applicant copy and the documents under their print labels', async () => {
    mockApi({
      [`GET ${API.applications.one(MEERA_ID)}`]: () => jsonResponse(MEERA),
      [`GET ${API.publicSettings}`]: () => jsonResponse({ consultancyName: 'Maple Route Consultants' }),
    });
    const { user } = renderDesk(PATH);

    expect(await screen.findByRole('heading', { name: 'Applicant Copy — Approved' })).toBeInTheDocument();
    // The letterhead is the consultancy's own name, from its settings.
    expect(await screen.findByText('Maple Route Consultants', { selector: '.print-letterhead' })).toBeInTheDocument();
    // The staff's record carries no signed statement: its copy has no QR code (the applicant's has, ADR 053).
    expect(screen.queryByText('Scan to check this copy')).toBeNull();
    const documents = screen.getByRole('region', { name: 'Documents' });
    const labels = within(documents).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(labels).toEqual(DOCUMENT_SLOTS.map((slot) => slot.printLabel));
    expect(labels.slice(4, 8)).toEqual(['Lmia 1', 'Lmia 2', 'Lmia 3', 'Lmia 4']);
    expect(within(documents).getByRole('img', { name: 'Lmia 1 document' })).toHaveAttribute('src', PNG_URL);
    expect(within(documents).getByRole('link', { name: 'Visa (PDF document)' })).toHaveAttribute('href', PDF_URL);
    expect(within(documents).getAllByText('Not provided')).toHaveLength(10);

    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('prints the extra documents by label after the twelve slots', async () => {
    const extra = (n: number, label: string, contentType: string) => ({
      _id: String(n).repeat(24), label, url: `/api/files/${String(n).repeat(24)}?sig=x`, contentType, size: 100, uploadedAt,
    });
    mockApi({
      [`GET ${API.applications.one(MEERA_ID)}`]: () =>
        jsonResponse({ ...MEERA, extraDocuments: [extra(7, 'Medical report', 'application/pdf'), extra(8, 'Passport copy', 'image/png')] }),
      [`GET ${API.publicSettings}`]: () => jsonResponse({ consultancyName: 'Maple Route Consultants' }),
    });
    renderDesk(PATH);
    const documents = await screen.findByRole('region', { name: 'Documents' });
    const labels = within(documents).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(labels).toEqual([...DOCUMENT_SLOTS.map((slot) => slot.printLabel), 'Medical report', 'Passport copy']);
    const extras = within(documents).getByRole('list', { name: 'Extra documents' });
    expect(within(extras).getByRole('link', { name: 'Medical report (PDF document)' })).toHaveAttribute('href', `/api/files/${'7'.repeat(24)}?sig=x`);
    expect(within(extras).getByRole('img', { name: 'Passport copy document' })).toHaveAttribute('src', `/api/files/${'8'.repeat(24)}?sig=x`);
  });

  it('lists the passport dates known in section C, and leaves out a date not known', async () => {
    mockApi({
      [`GET ${API.applications.one(MEERA_ID)}`]: () => jsonResponse({ ...MEERA, passportIssue: '2019-06-03', passportExpiry: '' }),
      [`GET ${API.publicSettings}`]: () => jsonResponse({ consultancyName: 'Maple Route Consultants' }),
    });
    renderDesk(PATH);
    const passport = within(await screen.findByRole('region', { name: 'C. Passport Details' }));
    expect(passport.getAllByRole('term').map((term) => term.textContent)).toEqual(['Passport No', 'Issued Country', 'Passport Issue Date']);
    expect(passport.getByText('Passport Issue Date').nextElementSibling).toHaveTextContent(/^2019-06-03$/);
  });

  it('reports an application that cannot be loaded', async () => {
    mockApi({ [`GET ${API.applications.one(MEERA_ID)}`]: () => jsonResponse({ message: M.notFound }, 404) });
    renderDesk(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.loadError);
  });
});
