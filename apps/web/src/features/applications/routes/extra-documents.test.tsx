import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, APPLICATION_MESSAGES as M, EXTRA_DOCUMENTS_MAX, type ExtraDocument } from '@visadesk/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../testing/http';
import { routeXhrThroughFetch } from '../testing/browser-stubs';
import { aFile, anApplication, MEERA_ID } from '../testing/fixtures';
import { renderDesk } from '../testing/render-desk';

const PATH = `/updateApplicationView/${MEERA_ID}`;
const ONE = `GET ${API.applications.one(MEERA_ID)}`;
const ADD = API.applications.addExtraDocument(MEERA_ID);
const LABELS = ['Passport copy', 'Police clearance certificate', 'Medical report', 'Other'];

function anExtra(n: number, label = 'Other'): ExtraDocument {
  const id = n.toString(16).padStart(24, '0');
  return { _id: id, label, url: `/api/files/${id}?exp=1&sig=x`, contentType: 'application/pdf', size: 900, uploadedAt: '2025-03-02T10:00:00.000Z' };
}

const POLICE = anExtra(1, 'Police clearance certificate');
const MEDICAL = anExtra(2, 'Medical report');

beforeEach(routeXhrThroughFetch);

async function openCopy(extraDocuments: ExtraDocument[], routes: Record<string, () => Response | Promise<Response>> = {}) {
  let stored = anApplication({ extraDocuments });
  const fetchMock = mockApi({
    [ONE]: () => jsonResponse(stored),
    [`GET ${API.applicationHistory(MEERA_ID)}`]: () => jsonResponse([]),
    [`GET ${API.documentLabels}`]: () => jsonResponse({ documentLabels: LABELS }),
    ...routes,
  });
  renderDesk(PATH);
  const section = within(await screen.findByRole('region', { name: 'Extra documents' }));
  const store = (next: ExtraDocument[]) => (stored = anApplication({ extraDocuments: next }));
  return { section, fetchMock, store, user: userEvent.setup({ applyAccept: false }) };
}

describe('extra documents on the applicant copy', () => {
  it('lists them by label with their links and upload dates, and offers the Settings checklist', async () => {
    const { section } = await openCopy([POLICE, MEDICAL]);
    expect(section.getByText(`2 of ${EXTRA_DOCUMENTS_MAX}`)).toBeInTheDocument();
    const items = within(section.getByRole('list', { name: 'Extra documents' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Police clearance certificate (PDF)', 'Medical report (PDF)']);
    expect(within(items[1] as HTMLElement).getByRole('link')).toHaveAttribute('href', MEDICAL.url);
    expect(within(items[1] as HTMLElement).getByText('2 Mar 2025')).toHaveAttribute('dateTime', MEDICAL.uploadedAt);
    const select = section.getByRole('combobox', { name: 'Label' });
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a label…', ...LABELS]));
  });

  it('adds a labelled file with the label and the file in the form, then shows it, and a delete after it says so alone', async () => {
    const { section, fetchMock, store, user } = await openCopy([], {
      [`POST ${ADD}`]: () => jsonResponse(store([MEDICAL]), 201),
      [`DELETE ${API.applications.deleteExtraDocument(MEERA_ID, MEDICAL._id)}`]: () => jsonResponse(store([])),
    });
    expect(section.getByText('No extra documents yet.')).toBeInTheDocument();
    await waitFor(() => expect(section.getByRole('option', { name: 'Medical report' })).toBeInTheDocument());
    await user.selectOptions(section.getByRole('combobox', { name: 'Label' }), 'Medical report');
    const report = aFile('report.pdf', 'application/pdf');
    await user.upload(section.getByLabelText(/^File/), report);
    await user.click(section.getByRole('button', { name: 'Add' }));

    expect(await section.findByRole('status')).toHaveTextContent('Added: Medical report.');
    const body = callsTo(fetchMock, ADD)[0]?.init.body as FormData;
    expect(body.get('label')).toBe('Medical report');
    expect(body.get('document')).toBe(report);
    expect(await section.findByRole('link', { name: 'Medical report (PDF)' })).toHaveAttribute('href', MEDICAL.url);
    expect(section.getByText(`1 of ${EXTRA_DOCUMENTS_MAX}`)).toBeInTheDocument();

    // A delete right after says only that: one notice for the section.
    await user.click(section.getByRole('button', { name: 'Delete Medical report' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete extra document' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(section.getAllByRole('status').map((s) => s.textContent)).toEqual(['Deleted: Medical report.']));
  });

  it('asks for a label and a file of a kind the server takes before sending anything', async () => {
    const { section, fetchMock, user } = await openCopy([]);
    await user.click(section.getByRole('button', { name: 'Add' }));
    expect(await section.findByText(M.extraDocumentLabel)).toBeInTheDocument();
    expect(section.getByText(M.extraDocumentFile)).toBeInTheDocument();
    const input = section.getByLabelText(/^File/);
    await user.upload(input, aFile('notes.txt', 'text/plain'));
    expect(input).toHaveAccessibleDescription(M.invalidDocumentType);
    expect(callsTo(fetchMock, ADD)).toHaveLength(0);
  });

  it("says the server's reason when it refuses one", async () => {
    const { section, user } = await openCopy([], {
      [`POST ${ADD}`]: () => jsonResponse({ message: M.extraDocumentLabel, errors: { label: M.extraDocumentLabel } }, 400),
    });
    await waitFor(() => expect(section.getByRole('option', { name: 'Other' })).toBeInTheDocument());
    await user.selectOptions(section.getByRole('combobox', { name: 'Label' }), 'Other');
    await user.upload(section.getByLabelText(/^File/), aFile('report.png', 'image/png'));
    await user.click(section.getByRole('button', { name: 'Add' }));
    expect(await section.findByRole('alert')).toHaveTextContent(M.extraDocumentLabel);
  });

  it('deletes one after a confirmation naming it, from the keyboard too; Escape cancels', async () => {
    const remove = API.applications.deleteExtraDocument(MEERA_ID, MEDICAL._id);
    const { section, fetchMock, store, user } = await openCopy([POLICE, MEDICAL], {
      [`DELETE ${remove}`]: () => jsonResponse(store([POLICE])),
    });
    section.getByRole('button', { name: 'Delete Medical report' }).focus();
    await user.keyboard('{Enter}');
    const dialog = within(screen.getByRole('dialog', { name: 'Delete extra document' }));
    expect(dialog.getByText('Delete Medical report? The file is removed for good.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, remove)).toHaveLength(0);

    await user.click(section.getByRole('button', { name: 'Delete Medical report' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete extra document' })).getByRole('button', { name: 'Delete' }));
    expect(await section.findByRole('status')).toHaveTextContent('Deleted: Medical report.');
    expect(callsTo(fetchMock, remove)).toHaveLength(1);
    await waitFor(() => expect(section.queryByRole('link', { name: 'Medical report (PDF)' })).toBeNull());
    expect(section.getByRole('link', { name: 'Police clearance certificate (PDF)' })).toBeInTheDocument();
  });

  it(`stops at ${EXTRA_DOCUMENTS_MAX}: Add is off until one is deleted`, async () => {
    const full = Array.from({ length: EXTRA_DOCUMENTS_MAX }, (_, i) => anExtra(i + 1));
    const { section } = await openCopy(full);
    expect(section.getByText(`${EXTRA_DOCUMENTS_MAX} of ${EXTRA_DOCUMENTS_MAX}`)).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(section.getByRole('combobox', { name: 'Label' })).toBeDisabled();
    expect(section.getByText(/Delete one to add another/)).toBeInTheDocument();
  });

  it('is open for adding below the limit', async () => {
    const { section } = await openCopy(Array.from({ length: EXTRA_DOCUMENTS_MAX - 1 }, (_, i) => anExtra(i + 1)));
    expect(section.getByRole('button', { name: 'Add' })).toBeEnabled();
  });
});
