import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  API,
  DOCUMENT_REQUEST_MESSAGES as M,
  type DocumentRequest,
  type DocumentRequestItem,
  type DocumentRequests,
  type ReceivedUpload,
} from '@visadesk/contract';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../testing/http';
import { anApplication, MEERA_ID, theStages } from '../testing/fixtures';
import { renderDesk } from '../testing/render-desk';

const PATH = `/updateApplicationView/${MEERA_ID}`;
const REQUESTS = API.applications.documentRequests(MEERA_ID);
const ASK = API.applications.requestDocuments(MEERA_ID);
const LABELS = ['Passport copy', 'Police clearance certificate', 'Medical report', 'Other'];
/** Meera is at the interview, which expects the third job letter and a passport copy. */
const STAGES = theStages({ stages: theStages().stages.map((stage) => (stage.id === 'interview' ? { ...stage, documents: ['file3', 'passport copy'] } : stage)) });

const LINK = { link: `https://visas.example.com/upload/${'T'.repeat(43)}`, expiresAt: '2025-03-09T10:00:00.000Z', whatsApp: { number: '+9779812345678', url: 'https://wa.me/9779812345678?text=link' } };

function anUpload(n: number, overrides: Partial<ReceivedUpload> = {}): ReceivedUpload {
  const id = `${n}`.repeat(24);
  return { _id: id, filename: 'letter.pdf', contentType: 'application/pdf', size: 900, receivedAt: '2025-03-03T08:00:00.000Z', url: `/api/files/${id}?exp=1&sig=x`, reviewedBy: '', reviewedAt: '', ...overrides };
}

const anItem = (overrides: Partial<DocumentRequestItem>): DocumentRequestItem => ({ slot: '', extra: '', label: '', state: 'asked', reason: '', upload: null, ...overrides });

const LETTER = anItem({ slot: 'file3', label: 'Job Letter 3', state: 'review', upload: anUpload(1) });
const PASSPORT = anItem({ extra: 'Passport copy', label: 'Passport copy', state: 'review', upload: anUpload(2, { filename: 'passport.jpg', contentType: 'image/jpeg' }) });

function aRequest(overrides: Partial<DocumentRequest> = {}): DocumentRequest {
  return {
    _id: '9'.repeat(24), message: 'Please send them this week.', createdAt: '2025-03-02T10:00:00.000Z', expiresAt: '2025-03-09T10:00:00.000Z',
    by: 'Ravi Staff', state: 'open', revokedAt: null, items: [LETTER, PASSPORT], ...overrides,
  };
}

const answerOf = (requests: DocumentRequest[]): DocumentRequests => ({ requests, toReview: requests.flatMap((r) => r.items).filter((i) => i.state === 'review').length });

async function openPanel(requests: DocumentRequest[], routes: Record<string, () => Response> = {}) {
  const fetchMock = mockApi({
    [`GET ${API.applications.one(MEERA_ID)}`]: () => jsonResponse(anApplication()),
    [`GET ${API.applicationHistory(MEERA_ID)}`]: () => jsonResponse([]),
    [`GET ${API.applicationMessages(MEERA_ID)}`]: () => jsonResponse({ mailConfigured: true, whatsApp: null, messages: [] }),
    [`GET ${API.stages}`]: () => jsonResponse(STAGES),
    [`GET ${API.documentLabels}`]: () => jsonResponse({ documentLabels: LABELS }),
    [`GET ${REQUESTS}`]: () => jsonResponse(answerOf(requests)),
    ...routes,
  });
  const { user } = renderDesk(PATH);
  const panel = within(await screen.findByRole('region', { name: /^Documents by link/ }));
  return { panel, fetchMock, user };
}

const bodyOf = (call: { init: RequestInit } | undefined) => JSON.parse(String(call?.init.body));

describe('asking the applicant for documents by a link', () => {
  it("ticks the stage's documents, sends the ask, and shows the link once with Copy, WhatsApp and the email", async () => {
    const { panel, fetchMock, user } = await openPanel([], { [`POST ${ASK}`]: () => jsonResponse(LINK, 201) });
    expect(await panel.findByText('No documents asked for by link yet.')).toBeInTheDocument();
    const open = panel.getByRole('button', { name: 'Ask for documents by link' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    await user.click(await panel.findByRole('button', { name: "Ask for this stage's documents" }));
    expect(panel.getByRole('checkbox', { name: 'Job Letter 3' })).toBeChecked();
    expect(panel.getByRole('checkbox', { name: 'Passport copy' })).toBeChecked();
    expect(panel.getByRole('checkbox', { name: 'Medical report' })).not.toBeChecked();
    await user.type(panel.getByLabelText('Message to the applicant (optional)'), 'Before Friday');
    expect(panel.getByLabelText('Message to the applicant (optional)')).toHaveAccessibleDescription('13 of 500 characters');
    expect(panel.getByLabelText('Days the link works')).toHaveValue(7);
    await user.click(panel.getByRole('button', { name: 'Create the link' }));

    const link = await panel.findByLabelText('Link for the applicant (shown only now)');
    expect(link).toHaveValue(LINK.link);
    expect(link).toHaveAttribute('readonly');
    expect(link).toHaveFocus();
    expect(bodyOf(callsTo(fetchMock, ASK)[0])).toEqual({ slots: ['file3'], extras: ['Passport copy'], message: 'Before Friday', days: 7 });
    const whatsApp = panel.getByRole('link', { name: 'Send on WhatsApp' });
    expect(whatsApp).toHaveAttribute('href', LINK.whatsApp.url);
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp.getAttribute('rel')).toContain('noopener');
    expect(panel.getByText(/It works until/)).toHaveTextContent('It works until 9 Mar 2025, 10:00. It is on its way by email to meera@example.com too');
    // The form has closed; the requests and the email are read again.
    expect(panel.queryByRole('checkbox', { name: 'Job Letter 3' })).toBeNull();
    await waitFor(() => expect(callsTo(fetchMock, REQUESTS)).toHaveLength(2));
    expect(callsTo(fetchMock, API.applicationMessages(MEERA_ID)).length).toBeGreaterThan(1);

    await user.click(panel.getByRole('button', { name: 'Copy' }));
    expect(await panel.findByText('The link is copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(LINK.link);

    // A new ask puts it away for good, with an empty form; nothing on the page can show it again.
    await user.click(panel.getByRole('button', { name: 'Ask for documents by link' }));
    expect(panel.queryByLabelText('Link for the applicant (shown only now)')).toBeNull();
    expect(screen.queryByDisplayValue(LINK.link)).toBeNull();
    expect(panel.getByRole('checkbox', { name: 'Job Letter 3' })).not.toBeChecked();
  });

  it('selects the link for the person to copy when the browser has no clipboard, and offers no WhatsApp without a known code', async () => {
    const { panel, user } = await openPanel([], { [`POST ${ASK}`]: () => jsonResponse({ ...LINK, whatsApp: null }, 201) });
    await user.click(panel.getByRole('button', { name: 'Ask for documents by link' }));
    await user.click(await panel.findByRole('checkbox', { name: 'Job Letter 1' }));
    await user.click(panel.getByRole('button', { name: 'Create the link' }));
    const link = (await panel.findByLabelText('Link for the applicant (shown only now)')) as HTMLInputElement;
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('not allowed'));
    await user.click(panel.getByRole('button', { name: 'Copy' }));
    expect(await panel.findByText(/The link is selected/)).toBeInTheDocument();
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, LINK.link.length]);
    expect(panel.queryByRole('link', { name: 'Send on WhatsApp' })).toBeNull();
    await user.click(panel.getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue(LINK.link)).toBeNull();
  });

  it('asks for something to ask for before sending, and shows the server’s refusal under its field, word for word', async () => {
    const refusal = { message: M.askExtra('Other'), errors: { extras: M.askExtra('Other') } };
    const { panel, fetchMock, user } = await openPanel([], { [`POST ${ASK}`]: () => jsonResponse(refusal, 400) });
    await user.click(panel.getByRole('button', { name: 'Ask for documents by link' }));
    await user.click(await panel.findByRole('button', { name: 'Create the link' }));
    expect(panel.getByRole('checkbox', { name: 'Job Letter 1' })).toHaveAccessibleDescription(M.ask);
    expect(callsTo(fetchMock, ASK)).toHaveLength(0);

    fireEvent.change(panel.getByLabelText('Days the link works'), { target: { value: '31' } });
    await user.click(await panel.findByRole('checkbox', { name: 'Other' }));
    await user.click(panel.getByRole('button', { name: 'Create the link' }));
    expect(await panel.findByText(M.askDays)).toBeInTheDocument();
    expect(callsTo(fetchMock, ASK)).toHaveLength(0);

    fireEvent.change(panel.getByLabelText('Days the link works'), { target: { value: '30' } });
    await user.click(panel.getByRole('button', { name: 'Create the link' }));
    await waitFor(() => expect(panel.getByRole('checkbox', { name: 'Other' })).toHaveAccessibleDescription(M.askExtra('Other')));
    expect(bodyOf(callsTo(fetchMock, ASK)[0])).toMatchObject({ extras: ['Other'], days: 30 });
    expect(panel.queryByLabelText('Link for the applicant (shown only now)')).toBeNull();
  });
});

describe('the requests and their review', () => {
  it('lists the requests with their states, who asked, until when, and counts the files to review on the heading', async () => {
    const ended = aRequest({ _id: '8'.repeat(24), state: 'revoked', revokedAt: '2025-03-01T09:00:00.000Z', message: '', items: [anItem({ slot: 'file1', label: 'Job Letter 1' })] });
    const { panel } = await openPanel([aRequest(), ended]);
    expect(await screen.findByRole('region', { name: 'Documents by link 2 to review' })).toBeInTheDocument();
    const [open, revoked] = within(panel.getByRole('list', { name: 'Requests' })).getAllByRole('listitem').filter((li) => li.parentElement?.getAttribute('aria-label') === 'Requests');
    expect(within(open as HTMLElement).getByText('Open')).toHaveClass('badge');
    expect(open).toHaveTextContent('Asked by Ravi Staff');
    expect(open).toHaveTextContent('works until 9 Mar 2025');
    expect(open).toHaveTextContent('Please send them this week.');
    expect(within(revoked as HTMLElement).getByText('Revoked')).toHaveClass('badge');
    expect(within(revoked as HTMLElement).queryByRole('button', { name: /^Revoke/ })).toBeNull();
    // Each received file opens in a new tab; a picture shows as a thumbnail too.
    const passport = panel.getByRole('link', { name: 'passport.jpg (image)' });
    expect(passport).toHaveAttribute('href', PASSPORT.upload?.url);
    expect(passport).toHaveAttribute('target', '_blank');
    expect(passport.closest('li')?.querySelector('img')).toHaveAttribute('src', PASSPORT.upload?.url);
    expect(panel.getByRole('link', { name: 'letter.pdf (PDF)' }).closest('li')?.querySelector('img')).toBeNull();
  });

  it('revokes an open link only after a confirmation', async () => {
    const revoke = API.applications.revokeDocumentRequest(MEERA_ID, aRequest()._id);
    const { panel, fetchMock, user } = await openPanel([aRequest()], { [`DELETE ${revoke}`]: () => jsonResponse({ _id: aRequest()._id, message: M.requestRevoked }) });
    await user.click(await panel.findByRole('button', { name: /^Revoke the link of/ }));
    expect(within(screen.getByRole('dialog', { name: 'Revoke the link' })).getByText(/It stops working at once/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, revoke)).toHaveLength(0);

    await user.click(panel.getByRole('button', { name: /^Revoke the link of/ }));
    await user.click(within(screen.getByRole('dialog', { name: 'Revoke the link' })).getByRole('button', { name: 'Revoke' }));
    expect(await panel.findByText(M.requestRevoked)).toBeInTheDocument();
    expect(callsTo(fetchMock, revoke)).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchMock, REQUESTS)).toHaveLength(2));
  });

  it('asks before a file replaces the one a slot holds, then accepts it with replace, and reads the application again', async () => {
    const accept = API.applications.acceptUpload(MEERA_ID, LETTER.upload?._id ?? '');
    let answers = 0;
    const { panel, fetchMock, user } = await openPanel([aRequest()], {
      [`POST ${accept}`]: () => (answers++ === 0 ? jsonResponse({ message: M.replaceSlot }, 409) : jsonResponse(answerOf([aRequest({ items: [{ ...LETTER, state: 'accepted' }, PASSPORT] })]))),
    });
    await user.click(await panel.findByRole('button', { name: 'Accept Job Letter 3' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Replace the file in Job Letter 3?' }));
    expect(dialog.getByText(/This slot \(Job Letter 3\) already holds a file: replace it\?/)).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, accept)[0])).toEqual({});
    await user.click(dialog.getByRole('button', { name: 'Replace' }));

    expect(await panel.findByText(M.accepted)).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, accept)[1])).toEqual({ replace: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(callsTo(fetchMock, API.applications.one(MEERA_ID))).toHaveLength(2));
    expect(callsTo(fetchMock, REQUESTS)).toHaveLength(2);
  });

  it('refuses a file only with a reason, which goes to the server', async () => {
    const refuse = API.applications.refuseUpload(MEERA_ID, PASSPORT.upload?._id ?? '');
    const { panel, fetchMock, user } = await openPanel([aRequest()], { [`POST ${refuse}`]: () => jsonResponse(answerOf([aRequest()])) });
    await user.click(await panel.findByRole('button', { name: 'Refuse Passport copy' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refuse Passport copy' }));
    const reason = dialog.getByLabelText('Reason (the applicant reads it)');
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('maxLength', '500');
    await user.click(dialog.getByRole('button', { name: 'Refuse' }));
    expect(await dialog.findByText(M.refuseReason)).toBeInTheDocument();
    expect(callsTo(fetchMock, refuse)).toHaveLength(0);

    await user.type(reason, 'The photo page is cut off.');
    await user.click(dialog.getByRole('button', { name: 'Refuse' }));
    expect(await panel.findByText(M.refused)).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, refuse)[0])).toEqual({ reason: 'The photo page is cut off.' });
    await waitFor(() => expect(callsTo(fetchMock, API.applications.one(MEERA_ID))).toHaveLength(2));
  });

  it('says why the requests could not be read, and tries again', async () => {
    let answer = () => jsonResponse({ message: 'Internal Server Error' }, 500);
    const { panel, user } = await openPanel([], { [`GET ${REQUESTS}`]: () => answer() });
    const alert = await panel.findByRole('alert');
    expect(alert).toHaveTextContent('Internal Server Error');
    answer = () => jsonResponse(answerOf([aRequest()]));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await panel.findByRole('button', { name: 'Accept Job Letter 3' })).toBeInTheDocument();
  });
});
