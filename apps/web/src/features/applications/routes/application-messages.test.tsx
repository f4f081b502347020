import { setupI18n } from '@lingui/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, MAIL_MESSAGES, messageIdOf, type ApplicationMessages, type OutboxMessage } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { messages as desk } from '../../../locales/en/desk.po';
import { messages as en } from '../../../locales/en/messages.po';
import { callsTo, jsonResponse, mockApi, setSessionHint } from '../../../testing/http';
import { SUPER_ADMIN, renderApp } from '../../../testing/render-app';
import { MESSAGES_POLL_MS } from '../api/application-messages';
import { anApplication, MEERA_ID } from '../testing/fixtures';
import { renderDesk } from '../testing/render-desk';

const PATH = `/updateApplicationView/${MEERA_ID}`;
const MEERA = anApplication();

const message = (overrides: Partial<OutboxMessage>): OutboxMessage => ({
  _id: '5'.repeat(24),
  event: 'approved',
  recipient: MEERA.email,
  subject: 'Your visa application is approved',
  state: 'sent',
  attempts: 1,
  lastError: '',
  createdAt: '2025-03-02T10:00:00.000Z',
  dueAt: '2025-03-02T10:00:00.000Z',
  sentAt: '2025-03-02T10:00:05.000Z',
  ...overrides,
});

const SENT = message({});
const FAILED = message({
  _id: '6'.repeat(24), event: 'registered', subject: 'Your visa application with Maple Route Visas is registered', state: 'failed', attempts: 8,
  lastError: '550 5.1.1 Mailbox unavailable', sentAt: null,
});

async function openMessages(answers: ApplicationMessages[], routes: Record<string, () => Response> = {}) {
  let call = 0;
  const fetchMock = mockApi({
    [`GET ${API.applications.one(MEERA_ID)}`]: () => jsonResponse(MEERA),
    [`GET ${API.applicationHistory(MEERA_ID)}`]: () => jsonResponse([]),
    [`GET ${API.applicationMessages(MEERA_ID)}`]: () => jsonResponse(answers[Math.min(call++, answers.length - 1)]),
    ...routes,
  });
  renderDesk(PATH);
  const region = await screen.findByRole('region', { name: 'Email to the applicant' });
  return { region, fetchMock, user: userEvent.setup() };
}

describe("the applicant's email on the desk", () => {
  it('lists each message with its state, and why a failed one did not go', async () => {
    const { region } = await openMessages([{ mailConfigured: true, whatsApp: null, messages: [SENT, FAILED] }]);
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('ApprovedYour visa application is approved');
    expect(within(items[0] as HTMLElement).getByText('Sent')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent(`To ${MEERA.email}, queued 2 Mar 2025`);
    expect(within(items[1] as HTMLElement).getByText('Failed')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Why it has not gone: 550 5.1.1 Mailbox unavailable');
    expect(within(region).queryByText(MAIL_MESSAGES.notConfigured)).toBeNull();
  });

  it('says when the server cannot send email yet', async () => {
    const waiting = message({ state: 'queued', attempts: 0, lastError: 'mail is not configured', sentAt: null });
    const { region } = await openMessages([{ mailConfigured: false, whatsApp: null, messages: [waiting] }]);
    expect(await within(region).findByText(MAIL_MESSAGES.notConfigured)).toBeInTheDocument();
    expect(within(region).getByText('Queued')).toBeInTheDocument();
    expect(region).toHaveTextContent('Why it has not gone: mail is not configured');
    // Still on its way: sending it again would deliver it twice.
    expect(within(region).queryByRole('button', { name: /^Send again/ })).toBeNull();
  });

  it('sends a message again and shows the copy on its way', async () => {
    const copy = message({ _id: '7'.repeat(24), event: 'registered', subject: FAILED.subject, state: 'queued', attempts: 0, sentAt: null });
    const { region, user, fetchMock } = await openMessages(
      [{ mailConfigured: true, whatsApp: null, messages: [SENT, FAILED] }, { mailConfigured: true, whatsApp: null, messages: [copy, SENT, FAILED] }],
      { [`POST ${API.resendMessage(MEERA_ID, FAILED._id)}`]: () => jsonResponse(copy, 201) },
    );
    await user.click(await within(region).findByRole('button', { name: `Send again: ${FAILED.subject}` }));
    expect(await within(region).findByRole('status')).toHaveTextContent(MAIL_MESSAGES.resent);
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(3));
    expect(callsTo(fetchMock, API.resendMessage(MEERA_ID, FAILED._id))).toHaveLength(1);
  });

  it('says why a message could not be sent again', async () => {
    const { region, user } = await openMessages([{ mailConfigured: true, whatsApp: null, messages: [SENT] }], {
      [`POST ${API.resendMessage(MEERA_ID, SENT._id)}`]: () => jsonResponse({ message: MAIL_MESSAGES.messageNotFound }, 404),
    });
    await user.click(await within(region).findByRole('button', { name: `Send again: ${SENT.subject}` }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(MAIL_MESSAGES.messageNotFound);
  });

  it("says the server's message in the desk's catalogue words, not as the server wrote it", async () => {
    mockApi({
      [`GET ${API.applications.one(MEERA_ID)}`]: () => jsonResponse(MEERA),
      [`GET ${API.applicationHistory(MEERA_ID)}`]: () => jsonResponse([]),
      [`GET ${API.applicationMessages(MEERA_ID)}`]: () => jsonResponse({ mailConfigured: true, whatsApp: null, messages: [SENT] }),
      [`POST ${API.resendMessage(MEERA_ID, SENT._id)}`]: () => jsonResponse({ message: MAIL_MESSAGES.messageNotFound }, 404),
    });
    const i18n = setupI18n();
    i18n.load('en', { ...en, ...desk });
    i18n.activate('en');
    setSessionHint();
    const { user } = renderApp(PATH, { signedInAs: SUPER_ADMIN, i18n });
    const region = await screen.findByRole('region', { name: 'Email to the applicant' });
    // Once the desk has fetched its own catalogue, the message reads otherwise in it.
    const id = messageIdOf(MAIL_MESSAGES.messageNotFound) ?? '';
    act(() => i18n.load('en', { [id]: 'X' }));
    await user.click(await within(region).findByRole('button', { name: `Send again: ${SENT.subject}` }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(/^X$/);
  });

  it('says until when an upload notice waits for more uploads, without asking every few seconds meanwhile', async () => {
    const createdAt = new Date(Date.now() - 60_000).toISOString();
    const dueAt = new Date(Date.now() + 9 * 60_000).toISOString();
    const held = message({ event: 'documents', subject: 'We have added documents to your visa application', state: 'queued', attempts: 0, sentAt: null, createdAt, dueAt });
    const { region, fetchMock } = await openMessages([{ mailConfigured: true, whatsApp: null, messages: [held] }]);
    const item = await within(region).findByRole('listitem');
    expect(item).toHaveTextContent('DocumentsWe have added documents to your visa application');
    const goes = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(dueAt));
    expect(item).toHaveTextContent(`; goes at ${goes}, naming any document added before then`);
    expect(within(item).getByText(goes)).toHaveAttribute('datetime', dueAt);
    await new Promise((resolve) => setTimeout(resolve, MESSAGES_POLL_MS + 500));
    expect(callsTo(fetchMock, API.applicationMessages(MEERA_ID))).toHaveLength(1);
  });

  it('follows a queued message until it is sent', async () => {
    const queued = message({ state: 'queued', attempts: 0, sentAt: null });
    const { region } = await openMessages([{ mailConfigured: true, whatsApp: null, messages: [queued] }, { mailConfigured: true, whatsApp: null, messages: [SENT] }]);
    expect(await within(region).findByText('Queued')).toBeInTheDocument();
    expect(await within(region).findByText('Sent', {}, { timeout: MESSAGES_POLL_MS + 2000 })).toBeInTheDocument();
  });
});

describe('Send on WhatsApp', () => {
  const url = `https://wa.me/919876543210?text=${encodeURIComponent('Dear Meera Patel,\n\nYour visa application is approved.')}`;

  it('opens a chat at the international number with the status message, in a new tab', async () => {
    await openMessages([{ mailConfigured: true, whatsApp: { number: '+919876543210', url }, messages: [SENT] }]);
    const region = await screen.findByRole('region', { name: 'WhatsApp' });
    const link = within(region).getByRole('link', { name: 'Send on WhatsApp' });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(region).toHaveTextContent("To +919876543210, with the message for the application's current status, ready for you to send.");
  });

  it('says what to fix when the phone makes no international number', async () => {
    await openMessages([{ mailConfigured: true, whatsApp: null, messages: [] }]);
    const region = await screen.findByRole('region', { name: 'WhatsApp' });
    expect(region).toHaveTextContent(MAIL_MESSAGES.noWhatsApp);
    expect(within(region).queryByRole('link')).toBeNull();
  });

  it("shows staff the language of the applicant's messages by its own name, beside the particulars", async () => {
    await openMessages([{ mailConfigured: true, whatsApp: null, messages: [] }]);
    const line = (await screen.findByText('Language for messages')).nextElementSibling;
    expect(line).toHaveTextContent(/^हिन्दी$/);
    expect(line).toHaveAttribute('lang', 'hi');
    // Not on the sections the applicant's own copy shows.
    expect(screen.getByRole('region', { name: "D. Applicant's Contact Details" })).not.toHaveTextContent('Language for messages');
  });

  it('shows the phone with its country code on the applicant copy', async () => {
    await openMessages([{ mailConfigured: true, whatsApp: null, messages: [] }]);
    const contact = await screen.findByRole('region', { name: "D. Applicant's Contact Details" });
    expect(contact).toHaveTextContent('Phone+91 9876543210');
    expect(contact).not.toHaveTextContent('Country Code');
  });
});

describe('Write to the applicant', () => {
  const WRITTEN = message({ _id: '8'.repeat(24), event: 'message', subject: 'Your medical appointment', state: 'queued', attempts: 0, sentAt: null });
  const postsTo = (fetchMock: Parameters<typeof callsTo>[0]) =>
    callsTo(fetchMock, API.applicationMessages(MEERA_ID)).filter((call) => call.init.method === 'POST');

  it('says what is missing on each field, and sends nothing', async () => {
    const { region, user, fetchMock } = await openMessages([{ mailConfigured: true, whatsApp: null, messages: [SENT] }]);
    await user.click(within(region).getByRole('button', { name: 'Write to the applicant' }));
    const dialog = screen.getByRole('dialog', { name: 'Write to the applicant' });
    expect(within(dialog).getByLabelText('Subject')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Subject'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(MAIL_MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MAIL_MESSAGES.textRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(postsTo(fetchMock)).toHaveLength(0);
  });

  it('sends the subject and text, closes, says so, and shows the message on its way in the list', async () => {
    const { region, user, fetchMock } = await openMessages(
      [{ mailConfigured: true, whatsApp: null, messages: [SENT] }, { mailConfigured: true, whatsApp: null, messages: [WRITTEN, SENT] }],
      { [`POST ${API.applicationMessages(MEERA_ID)}`]: () => jsonResponse(WRITTEN, 201) },
    );
    await user.click(within(region).getByRole('button', { name: 'Write to the applicant' }));
    const dialog = screen.getByRole('dialog', { name: 'Write to the applicant' });
    await user.type(within(dialog).getByLabelText('Subject'), 'Your medical appointment');
    await user.type(within(dialog).getByLabelText('Message'), 'Monday at 10:00.{Enter}Bring two photos.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(region).getByRole('status')).toHaveTextContent(MAIL_MESSAGES.staffMessageQueued);
    expect(JSON.parse(String(postsTo(fetchMock)[0]?.init.body))).toEqual({ subject: 'Your medical appointment', text: 'Monday at 10:00.\nBring two photos.' });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(2));
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent('Written by staffYour medical appointment');
  });

  it("says the server's refusal in the dialog, keeping what was written", async () => {
    const { region, user } = await openMessages([{ mailConfigured: true, whatsApp: null, messages: [SENT] }], {
      [`POST ${API.applicationMessages(MEERA_ID)}`]: () => jsonResponse({ message: MAIL_MESSAGES.noEmailAddress }, 409),
    });
    await user.click(within(region).getByRole('button', { name: 'Write to the applicant' }));
    const dialog = screen.getByRole('dialog', { name: 'Write to the applicant' });
    await user.type(within(dialog).getByLabelText('Subject'), 'Hello');
    await user.type(within(dialog).getByLabelText('Message'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MAIL_MESSAGES.noEmailAddress);
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Hello');
  });
});
