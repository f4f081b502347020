import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, APPLICATION_MESSAGES as M, DEFAULT_NEXT_STEPS, DOCUMENT_SLOTS, PAGES } from '@visadesk/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FILE_LINKS_STALE_AFTER_MS } from '../api/get-application';
import { callsTo, jsonResponse, mockApi, networkFailure } from '../../../testing/http';
import { STATUS_EXPLANATION } from '../../../components/applicant/status-explanation';
import { STATUS_DIALOG } from '../components/status-actions';
import { routeXhrThroughFetch } from '../testing/browser-stubs';
import { aFile, aHistoryEntry, aListOf, anApplication, MEERA_ID, noLedgerRoutes, theStages } from '../testing/fixtures';
import { renderDesk } from '../testing/render-desk';
import { inEnglish } from '../../../testing/test-i18n';
import { todayHere } from '../../../lib/today-here';

const PATH = `/updateApplicationView/${MEERA_ID}`;
const ONE = `GET ${API.applications.one(MEERA_ID)}`;
const HISTORY = `GET ${API.applicationHistory(MEERA_ID)}`;
const MESSAGES = `GET ${API.applicationMessages(MEERA_ID)}`;
const NO_MESSAGES = () => jsonResponse({ mailConfigured: true, whatsApp: null, messages: [] });
const DOCUMENTS = `PUT ${API.applications.documents(MEERA_ID)}`;
const PDF_URL = `/api/files/${'1'.repeat(24)}?exp=1&sig=pdf`;
const JPEG_URL = `/api/files/${'2'.repeat(24)}?exp=1&sig=jpeg`;
const uploadedAt = '2025-03-02T10:00:00.000Z';

const MEERA = anApplication({
  file9: JPEG_URL,
  documents: { file9: { url: JPEG_URL, contentType: 'image/jpeg', size: 2048, uploadedAt } },
});
const HISTORY_ENTRIES = [
  aHistoryEntry({ _id: '3'.repeat(24), action: 'status', detail: 'Status set to pending', actorName: 'Ravi Staff' }),
  aHistoryEntry(),
];

beforeEach(routeXhrThroughFetch);

async function openCopy(routes: Record<string, () => Response | Promise<Response>> = {}) {
  const fetchMock = mockApi({
    [ONE]: () => jsonResponse(MEERA),
    [HISTORY]: () => jsonResponse(HISTORY_ENTRIES),
    [MESSAGES]: NO_MESSAGES,
    // The extra documents' section reads the Settings checklist (extra-documents.test.tsx).
    [`GET ${API.documentLabels}`]: () => jsonResponse({ documentLabels: ['Medical report'] }),
    // The journey's panel offers the stages Settings keep (journey.test.tsx).
    [`GET ${API.stages}`]: () => jsonResponse(theStages()),
    // Documents asked of the applicant by link (documents-by-link.test.tsx).
    [`GET ${API.applications.documentRequests(MEERA_ID)}`]: () => jsonResponse({ requests: [], toReview: 0 }),
    // Fees and payments (ledger.test.tsx).
    ...noLedgerRoutes(),
    ...routes,
  });
  const app = renderDesk(PATH);
  await screen.findByRole('heading', { name: /^Applicant Copy/ });
  return { ...app, fetchMock, user: userEvent.setup({ applyAccept: false }) };
}

describe('applicant copy', () => {
  it('shows the status heading, photo, name banner, the four sections and the history', async () => {
    await openCopy();
    expect(screen.getByRole('heading', { level: 1, name: 'Application Documents' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Applicant Copy — Pending' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Meera Patel' })).toHaveAttribute('src', MEERA.image);
    expect(screen.getByText('PATEL Meera')).toBeInTheDocument();
    for (const title of ['A. Personal Particulars', 'B. Company Details', 'C. Passport Details', "D. Applicant's Contact Details"]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Visible Identification Marks').nextElementSibling).toHaveTextContent('Mole on left cheek');
    const history = screen.getByRole('region', { name: 'History' });
    const entries = await within(history).findAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^StatusStatus set to pendingby Ravi Staff, 1 Mar 2025/),
      expect.stringMatching(/^CreatedApplication createdby Asha Owner, 1 Mar 2025/),
    ]);
    expect(within(entries[0] as HTMLElement).getByText(/1 Mar 2025/)).toHaveAttribute('dateTime', HISTORY_ENTRIES[0]?.createdAt);
  });

  it("heads the copy with the agency's name for paper, as the print view does", async () => {
    await openCopy({ [`GET ${API.publicSettings}`]: () => jsonResponse({ consultancyName: 'Maple Route Consultants' }) });
    const letterhead = await screen.findByText('Maple Route Consultants', { selector: '.print-letterhead' });
    expect(letterhead.compareDocumentPosition(screen.getByRole('heading', { name: 'Applicant Copy — Pending' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers the twelve document slots under their labels, each showing what it holds', async () => {
    await openCopy();
    expect(DOCUMENT_SLOTS.map((slot) => slot.label)).toEqual([
      'Job Letter 1', 'Job Letter 2', 'Job Letter 3', 'Job Letter 4', 'Lmias 1', 'Lmias 2', 'Lmias 3', 'Lmias 4',
      'Visa', 'Visa Form', 'Work Permit', 'Air Tickets',
    ]);
    for (const slot of DOCUMENT_SLOTS) {
      expect(screen.getByLabelText(slot.label, { selector: 'input' })).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');
    }
    expect(screen.getByRole('img', { name: 'Visa document' })).toHaveAttribute('src', JPEG_URL);
    expect(screen.getAllByText('No document yet.')).toHaveLength(11);
  });

  it.each([
    ['a file that is not JPEG, PNG or PDF', aFile('notes.txt', 'text/plain'), M.invalidDocumentType],
    ['a file over 10 MB', aFile('letter.pdf', 'application/pdf', 10 * 1024 * 1024 + 1), M.documentTooLarge],
  ])('refuses %s before sending it', async (_case, file, message) => {
    const { user, fetchMock } = await openCopy();
    const input = screen.getByLabelText('Job Letter 1', { selector: 'input' });
    await user.upload(input, file);
    expect(input).toHaveAccessibleDescription(message);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(callsTo(fetchMock, API.applications.documents(MEERA_ID))).toHaveLength(0);
  });

  it('uploads a good file chosen in place of a refused one', async () => {
    const { user, fetchMock } = await openCopy({ [DOCUMENTS]: () => jsonResponse(MEERA) });
    const input = screen.getByLabelText('Job Letter 1', { selector: 'input' });
    await user.upload(input, aFile('notes.txt', 'text/plain'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent(M.invalidDocumentType);

    const letter = aFile('job-letter.pdf', 'application/pdf');
    await user.upload(input, letter);
    expect(input).not.toHaveAccessibleDescription(M.invalidDocumentType);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Uploaded: Job Letter 1.');
    expect(screen.queryByRole('alert')).toBeNull();
    const body = callsTo(fetchMock, API.applications.documents(MEERA_ID))[0]?.init.body as FormData;
    expect(body.get('file1')).toBe(letter);
  });

  it('deletes a stored document after a confirmation naming it, then shows the slot empty', async () => {
    const holding = anApplication({
      ...MEERA,
      file1: PDF_URL,
      documents: { ...MEERA.documents, file1: { url: PDF_URL, contentType: 'application/pdf', size: 900, uploadedAt } },
    });
    let stored = holding;
    const { user, fetchMock } = await openCopy({
      [ONE]: () => jsonResponse(stored),
      [`DELETE ${API.applications.deleteDocument(MEERA_ID, 'file1')}`]: () => jsonResponse((stored = MEERA)),
    });
    await screen.findByRole('link', { name: 'Open Job Letter 1 (PDF)' });
    await user.click(screen.getByRole('button', { name: 'Delete Job Letter 1' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete document' }));
    expect(dialog.getByText('Delete Job Letter 1? The file is removed for good.')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.applications.deleteDocument(MEERA_ID, 'file1'))).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Deleted: Job Letter 1.');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open Job Letter 1 (PDF)' })).toBeNull());
    expect(callsTo(fetchMock, API.applications.deleteDocument(MEERA_ID, 'file1'))).toHaveLength(1);
  });

  it('says why a document could not be deleted, and deletes nothing on Cancel', async () => {
    const holding = anApplication({
      ...MEERA,
      file1: PDF_URL,
      documents: { ...MEERA.documents, file1: { url: PDF_URL, contentType: 'application/pdf', size: 900, uploadedAt } },
    });
    const { user, fetchMock } = await openCopy({
      [ONE]: () => jsonResponse(holding),
      [`DELETE ${API.applications.deleteDocument(MEERA_ID, 'file1')}`]: () => jsonResponse({ message: M.noDocumentInSlot }, 404),
    });
    const remove = await screen.findByRole('button', { name: 'Delete Job Letter 1' });
    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, API.applications.deleteDocument(MEERA_ID, 'file1'))).toHaveLength(0);
    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${M.noDocumentInSlot}`);
  });

  it('asks for a document when none was chosen', async () => {
    const { user } = await openCopy();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent(M.noDocuments);
  });

  it('uploads the chosen files with a progress bar, then shows what the slots hold', async () => {
    let answer: (response: Response) => void = () => {};
    const updated = anApplication({
      ...MEERA,
      file1: PDF_URL,
      documents: { ...MEERA.documents, file1: { url: PDF_URL, contentType: 'application/pdf', size: 900, uploadedAt } },
    });
    let stored = MEERA;
    const { user, fetchMock } = await openCopy({
      [ONE]: () => jsonResponse(stored),
      [DOCUMENTS]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const letter = aFile('job-letter.pdf', 'application/pdf');
    await user.upload(screen.getByLabelText('Job Letter 1', { selector: 'input' }), letter);
    await user.upload(screen.getByLabelText('Air Tickets', { selector: 'input' }), aFile('ticket.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const progress = await screen.findByRole('progressbar', { name: 'Uploading documents' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));
    const body = callsTo(fetchMock, API.applications.documents(MEERA_ID))[0]?.init.body as FormData;
    expect(body.get('file1')).toBe(letter);
    expect((body.get('file12') as File).name).toBe('ticket.png');
    expect([...body.keys()]).toEqual(['file1', 'file12']);

    stored = updated;
    answer(jsonResponse(updated));
    expect(await screen.findByRole('link', { name: 'Open Job Letter 1 (PDF)' })).toHaveAttribute('href', PDF_URL);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded: Job Letter 1, Air Tickets.');
  });

  it('lets the "Uploaded" notice go once something else changes the application, a status for one', async () => {
    const afterUpload = anApplication({
      ...MEERA,
      file1: PDF_URL,
      documents: { ...MEERA.documents, file1: { url: PDF_URL, contentType: 'application/pdf', size: 900, uploadedAt } },
      updatedAt: '2025-03-02T10:00:00.000Z',
    });
    let stored = MEERA;
    const { user } = await openCopy({
      [ONE]: () => jsonResponse(stored),
      [DOCUMENTS]: () => jsonResponse((stored = afterUpload)),
      [`PUT ${API.applications.approve(MEERA_ID)}`]: () =>
        jsonResponse((stored = { ...afterUpload, isStatus: 'approved', approve: '2025-03-05', updatedAt: '2025-03-02T10:05:00.000Z' })),
    });
    await user.upload(screen.getByLabelText('Job Letter 1', { selector: 'input' }), aFile('job-letter.pdf', 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Uploaded: Job Letter 1.')).toBeInTheDocument();

    await confirmStatus(user, 'Approve');
    expect(await screen.findByRole('heading', { name: 'Applicant Copy — Approved' })).toBeInTheDocument();
    expect(screen.queryByText('Uploaded: Job Letter 1.')).toBeNull();
  });

  it('says in the confirmation which date the new status writes', async () => {
    const { user } = await openCopy();
    const today = todayHere();
    const cases = [
      ['Pending', `The VISA COLLECT DATE becomes today, ${today}.`],
      ['Approve', `The VISA APPROVE DATE becomes today, ${today}.`],
      ['Reject', 'The VISA APPROVE DATE is cleared.'],
    ] as const;
    for (const [button, said] of cases) {
      await user.click(screen.getByRole('button', { name: button }));
      expect(within(screen.getByRole('dialog', { name: inEnglish(STATUS_DIALOG.title) })).getByText(said)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
    }
  });

  it('approves, then shows the new status', async () => {
    let stored = MEERA;
    const { user, fetchMock } = await openCopy({
      [ONE]: () => jsonResponse(stored),
      [`PUT ${API.applications.approve(MEERA_ID)}`]: () => {
        stored = { ...MEERA, isStatus: 'approved', approve: '2025-03-05' };
        return jsonResponse(stored);
      },
    });
    expect(screen.getByText(inEnglish(STATUS_DIALOG.current)).parentElement).toHaveTextContent('Current status: Pending');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = within(screen.getByRole('dialog', { name: inEnglish(STATUS_DIALOG.title) }));
    expect(dialog.getByText('Pending → Approved')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.applications.approve(MEERA_ID))).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Set to Approved' }));

    expect(await screen.findByRole('heading', { name: 'Applicant Copy — Approved' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const calls = callsTo(fetchMock, API.applications.approve(MEERA_ID));
    expect(calls).toHaveLength(1);
    // No reason given: the spec's call, without a body.
    expect(calls[0]?.init.body).toBeUndefined();
    expect(callsTo(fetchMock, API.applicationHistory(MEERA_ID)).length).toBeGreaterThan(1);
  });

  it('rejects with a reason, which the copy then shows with the next step', async () => {
    let stored = MEERA;
    const reason = 'The job letter is not signed.';
    const { user, fetchMock } = await openCopy({
      [ONE]: () => jsonResponse(stored),
      [`PUT ${API.applications.reject(MEERA_ID)}`]: () => jsonResponse((stored = { ...MEERA, isStatus: 'rejected', statusReason: reason })),
    });
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = within(screen.getByRole('dialog', { name: inEnglish(STATUS_DIALOG.title) }));
    await user.type(dialog.getByLabelText(inEnglish(STATUS_DIALOG.reason)), reason);
    await user.click(dialog.getByRole('button', { name: 'Set to Rejected' }));

    expect(await screen.findByRole('heading', { name: 'Applicant Copy — Rejected' })).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, API.applications.reject(MEERA_ID))[0]?.init.body))).toEqual({ reason });
    expect(screen.getByText(inEnglish(STATUS_EXPLANATION.reason)).parentElement).toHaveTextContent(`Reason: ${reason}`);
    expect(screen.getByText(inEnglish(STATUS_EXPLANATION.next)).parentElement).toHaveTextContent(DEFAULT_NEXT_STEPS.rejected.en);
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const { user, fetchMock } = await openCopy();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, API.applications.reject(MEERA_ID))).toHaveLength(0);
  });

  const confirmStatus = async (user: Awaited<ReturnType<typeof openCopy>>['user'], button: string) => {
    await user.click(screen.getByRole('button', { name: button }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^Set to / }));
  };

  const STATUS_CASES = [
    ['Pending', API.applications.pending(MEERA_ID), M.pendingFailedStatus(500), M.pendingError('The network request failed')],
    ['Approve', API.applications.approve(MEERA_ID), M.approveFailedStatus(500), M.approveError('The network request failed')],
    ['Reject', API.applications.reject(MEERA_ID), M.rejectFailedStatus(500), M.rejectError('The network request failed')],
  ] as const;

  it.each(STATUS_CASES)('reports a refused %s with the server status', async (button, path, refused) => {
    const { user } = await openCopy({ [`PUT ${path}`]: () => jsonResponse({ message: 'Boom' }, 500) });
    await confirmStatus(user, button);
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
  });

  it.each(STATUS_CASES)('reports %s without an answer', async (button, path, _refused, unanswered) => {
    const { user } = await openCopy({ [`PUT ${path}`]: networkFailure });
    await confirmStatus(user, button);
    expect(await screen.findByRole('alert')).toHaveTextContent(unanswered);
  });

  it('reports an application that cannot be loaded', async () => {
    mockApi({ [ONE]: networkFailure, [HISTORY]: networkFailure, [MESSAGES]: networkFailure });
    renderDesk(PATH);
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent(M.loadError);
  });

  it('links to the print view', async () => {
    await openCopy();
    expect(screen.getByRole('link', { name: 'Print view' })).toHaveAttribute('href', `${PATH}/print`);
  });
});

describe('/userView', () => {
  it('goes back to the list without an application', async () => {
    mockApi({ [`GET ${API.applications.list}`]: () => jsonResponse(aListOf([])) });
    const { router } = renderDesk(PAGES.userView);
    expect(await screen.findByRole('heading', { level: 1, name: 'Application List' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.application);
  });

  it('shows the applicant copy of the application passed along', async () => {
    mockApi({ [ONE]: () => jsonResponse(MEERA), [HISTORY]: () => jsonResponse([]), [MESSAGES]: NO_MESSAGES });
    renderDesk(PAGES.userView, { application: MEERA });
    expect(await screen.findByRole('heading', { level: 1, name: 'Application View' })).toBeInTheDocument();
    const copy = await screen.findByRole('article');
    expect(within(copy).getByRole('heading', { name: 'Applicant Copy — Pending' })).toBeInTheDocument();
  });
});

describe('a desk left open on one applicant', () => {
  function setVisibility(state: DocumentVisibilityState) {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }

  it('fetches the applicant again before the file links expire, once the tab is in view', async () => {
    const freshPhoto = `/api/files/${'c'.repeat(24)}?exp=2&sig=fresh`;
    let answers = 0;
    const { fetchMock } = await openCopy({
      [ONE]: () => jsonResponse(answers++ === 0 ? MEERA : { ...MEERA, image: freshPhoto }),
    });
    expect(callsTo(fetchMock, API.applications.one(MEERA_ID))).toHaveLength(1);
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now');

    // Hidden while the links age: nothing is asked until someone looks again.
    clock.mockReturnValue(now + FILE_LINKS_STALE_AFTER_MS + 1000);
    setVisibility('hidden');
    expect(callsTo(fetchMock, API.applications.one(MEERA_ID))).toHaveLength(1);

    setVisibility('visible');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Photo of Meera Patel' })).toHaveAttribute('src', freshPhoto));
    expect(callsTo(fetchMock, API.applications.one(MEERA_ID))).toHaveLength(2);
    // The page stayed on screen throughout: no loader replaced it.
    expect(screen.getByRole('heading', { name: 'Applicant Copy — Pending' })).toBeInTheDocument();
  });
});
