import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, API, APPLICATION_MESSAGES as M, PAGES } from '@visadesk/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../testing/http';
import { todayHere } from '../../../lib/today-here';
import { fieldOf, fillApplicant, submitButton, VALID_APPLICANT } from '../testing/applicant-form';
import { routeXhrThroughFetch, stubObjectUrls } from '../testing/browser-stubs';
import { noOpenDemands } from '../testing/demands';
import { aFile, aListOf, anApplication, MEERA_ID } from '../testing/fixtures';
import { renderDesk } from '../testing/render-desk';

/**
 * Workers as they come (ADR 035): no email, a surname of two letters or none, nothing yet of
 * the demand letter; and an expired passport, warned of, marked in the list and named before approval.
 */

const ADD = `POST ${API.applications.add}`;
const LIST = `GET ${API.applications.list}`;
const EXPIRED_ON = addDays(todayHere(), -190);
// The list's screen loads on first use: on a busy machine that takes more than the usual 5 s.
const listShown = () => screen.findByRole('heading', { level: 1, name: 'Application List' }, { timeout: 20_000 });
const sentBody = (fetchMock: ReturnType<typeof mockApi>) => callsTo(fetchMock, API.applications.add)[0]?.init.body as FormData;

beforeEach(() => {
  routeXhrThroughFetch();
  stubObjectUrls();
});

async function openAdd() {
  const fetchMock = mockApi({ [LIST]: () => jsonResponse(aListOf([anApplication({ _id: 'c'.repeat(24), email: '', passport: 'N5550001' })])), [ADD]: () => jsonResponse(anApplication(), 201), ...noOpenDemands() });
  const app = renderDesk(PAGES.addUserApplication);
  await screen.findByRole('heading', { level: 1, name: 'Visa Application Form' });
  await waitFor(() => expect(callsTo(fetchMock, API.applications.list)).toHaveLength(1));
  return { ...app, fetchMock };
}

describe('the form takes real workers', { timeout: 40_000 }, () => {
  it('registers "Om KC" with no email and nothing yet of the demand letter, another applicant having none either', async () => {
    const { user, fetchMock } = await openAdd();
    const unknown = { email: '', nationalId: '', identification: '', company: '', salary: '' };
    await fillApplicant(user, { ...VALID_APPLICANT, ...unknown, surname: 'KC', givenN: 'Om' });
    expect(fieldOf('company')).toHaveAccessibleDescription('Can wait until approval: it is asked for then.');
    expect(fieldOf('email')).toHaveAccessibleDescription(
      'Optional. Without one, email to the applicant waits until an address is saved; WhatsApp is offered meanwhile.',
    );
    await user.upload(screen.getByLabelText('Photo'), aFile('me.png', 'image/png'));
    await user.click(submitButton());

    expect(await listShown()).toBeInTheDocument();
    const body = sentBody(fetchMock);
    expect([body.get('surname'), body.get('givenN'), body.get('email'), body.get('nationalId'), body.get('company'), body.get('salary')])
      .toEqual(['KC', 'Om', '', '', '', '']);
  });

  it('registers a single name as the given name, the surname left empty, as its hint says', async () => {
    const { user, fetchMock } = await openAdd();
    expect(fieldOf('surname')).toHaveAccessibleDescription(
      'Leave it empty when the passport shows a single name, and write that name as the given name.',
    );
    await fillApplicant(user, { ...VALID_APPLICANT, surname: '', givenN: 'Suman' });
    await user.upload(screen.getByLabelText('Photo'), aFile('me.png', 'image/png'));
    await user.click(submitButton());
    expect(await listShown()).toBeInTheDocument();
    expect([sentBody(fetchMock).get('surname'), sentBody(fetchMock).get('givenN')]).toEqual(['', 'Suman']);
  });

  it("refuses no name at all, and a wrong email, with their messages", async () => {
    const { user, fetchMock } = await openAdd();
    await fillApplicant(user, { ...VALID_APPLICANT, surname: '', givenN: '', email: 'om@' });
    await user.upload(screen.getByLabelText('Photo'), aFile('me.png', 'image/png'));
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(M.givenNameLength));
    expect(fieldOf('email')).toHaveAccessibleDescription(expect.stringContaining(M.invalidEmail));
    expect(callsTo(fetchMock, API.applications.add)).toHaveLength(0);
  });

  it('warns of an expired passport, naming the day, and saves all the same', async () => {
    const { user, fetchMock } = await openAdd();
    await fillApplicant(user, { ...VALID_APPLICANT, passportExpiry: EXPIRED_ON });
    const section = within(screen.getByRole('group', { name: 'C. Passport Details' }));
    expect(await section.findByText(`This passport expired on ${EXPIRED_ON}: the applicant needs a new one before a visa can be issued.`))
      .toBeInTheDocument();
    expect(section.queryByText(/less than three months after the planned exit/)).toBeNull();
    await user.upload(screen.getByLabelText('Photo'), aFile('me.png', 'image/png'));
    await user.click(submitButton());
    expect(await listShown()).toBeInTheDocument();
    expect(sentBody(fetchMock).get('passportExpiry')).toBe(EXPIRED_ON);
  });
});

const EXPIRED = anApplication({ _id: 'b'.repeat(24), surname: 'KC', givenN: 'Om', passport: 'N7654321', email: '', passportExpiry: EXPIRED_ON });
const VALID = anApplication({ passportExpiry: addDays(todayHere(), 400) });

describe('an expired passport in the list', () => {
  it('is marked in the table with its date, a valid one is not', async () => {
    mockApi({ [LIST]: () => jsonResponse(aListOf([VALID, EXPIRED])) });
    renderDesk(PAGES.application);
    const row = (await screen.findByRole('cell', { name: 'Om KC' })).closest('tr') as HTMLElement;
    expect(within(row).getByText(`Passport expired ${EXPIRED_ON}`)).toBeInTheDocument();
    const valid = screen.getByRole('cell', { name: 'Meera Patel' }).closest('tr') as HTMLElement;
    expect(within(valid).queryByText(/Passport expired/)).toBeNull();
  });

  it('is marked on the phone cards too', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: !query.includes('min-width'), media: query, addEventListener: () => {}, removeEventListener: () => {},
    }));
    mockApi({ [LIST]: () => jsonResponse(aListOf([VALID, EXPIRED])) });
    renderDesk(PAGES.application);
    const cards = within(await screen.findByRole('list', { name: 'Application cards' })).getAllByRole('listitem');
    expect(cards[1]).toHaveTextContent(`N7654321Passport expired ${EXPIRED_ON}`);
    expect(cards[0]).not.toHaveTextContent('Passport expired');
  });

  it('is named in the confirmation of a bulk approval, which then goes ahead', async () => {
    const fetchMock = mockApi({
      [LIST]: () => jsonResponse(aListOf([VALID, EXPIRED])),
      [`POST ${API.applications.bulkStatus}`]: () => jsonResponse({ status: 'approved', changed: [VALID._id, EXPIRED._id], failed: [] }),
    });
    const { user } = renderDesk(PAGES.application);
    await screen.findByRole('cell', { name: 'Om KC' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Meera Patel' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Om KC' }));
    await user.click(screen.getByRole('button', { name: 'Set to Approved' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText(`The passport of Om KC expired on ${EXPIRED_ON}.`)).toBeInTheDocument();
    expect(dialog.getByText('Approve anyway?')).toBeInTheDocument();
    expect(dialog.queryByText(/The passport of Meera Patel/)).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Approve anyway' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2 applications set to Approved.');
    expect(callsTo(fetchMock, API.applications.bulkStatus)).toHaveLength(1);
  });

  it('names an approval the server refused, with what it needs', async () => {
    const needs = M.approvalNeeds('National ID and Salary');
    mockApi({
      [LIST]: () => jsonResponse(aListOf([VALID, EXPIRED])),
      [`POST ${API.applications.bulkStatus}`]: () => jsonResponse({ status: 'approved', changed: [VALID._id], failed: [{ _id: EXPIRED._id, message: needs }] }),
    });
    const { user } = renderDesk(PAGES.application);
    await screen.findByRole('cell', { name: 'Om KC' });
    await user.click(screen.getByRole('checkbox', { name: 'Select every application on this page' }));
    await user.click(screen.getByRole('button', { name: 'Set to Approved' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve anyway' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`1 of 2 applications set to Approved. Not changed: Om KC (${needs}).`);
  });
});

describe('approving one application', () => {
  const PATH = `/updateApplicationView/${MEERA_ID}`;
  async function openCopy(application: ReturnType<typeof anApplication>, approve: () => Response) {
    const fetchMock = mockApi({
      [`GET ${API.applications.one(MEERA_ID)}`]: () => jsonResponse(application),
      [`GET ${API.applicationHistory(MEERA_ID)}`]: () => jsonResponse([]),
      [`GET ${API.applicationMessages(MEERA_ID)}`]: () => jsonResponse({
        mailConfigured: true,
        whatsApp: { number: '+919876543210', url: 'https://wa.me/919876543210?text=x' },
        messages: application.email ? [] : [{
          _id: 'f'.repeat(24), event: 'registered', recipient: '', subject: 'Your visa application with Maple Route Visas is registered',
          state: 'waiting', attempts: 0, lastError: 'no email address yet', createdAt: '2025-03-01T09:30:00.000Z', dueAt: '2025-03-01T09:30:00.000Z', sentAt: null,
        }],
      }),
      [`GET ${API.documentLabels}`]: () => jsonResponse({ documentLabels: [] }),
      [`PUT ${API.applications.approve(MEERA_ID)}`]: approve,
    });
    renderDesk(PATH);
    await screen.findByRole('heading', { name: /^Applicant Copy/ });
    return { fetchMock, user: userEvent.setup() };
  }

  it('asks for a confirmation naming the expiry of an expired passport, then approves', async () => {
    const expired = { ...EXPIRED, _id: MEERA_ID };
    const { user, fetchMock } = await openCopy(expired, () => jsonResponse({ ...expired, isStatus: 'approved' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Change the status?' }));
    expect(dialog.getByText(`The passport expired on ${EXPIRED_ON}.`)).toBeInTheDocument();
    expect(dialog.getByText('Approve anyway?')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.applications.approve(MEERA_ID))).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Approve anyway' }));
    await waitFor(() => expect(callsTo(fetchMock, API.applications.approve(MEERA_ID))).toHaveLength(1));
  });

  it('asks nothing more for a valid passport, and nothing more to reject an expired one', async () => {
    const { user } = await openCopy(VALID, () => jsonResponse({ ...VALID, isStatus: 'approved' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.queryByText(/expired/)).toBeNull();
    expect(dialog.getByRole('button', { name: 'Set to Approved' })).toBeInTheDocument();
  });

  it("shows the server's reason when approval needs fields still empty", async () => {
    const needs = M.approvalNeeds('National ID, Company Name and Salary');
    const { user } = await openCopy(anApplication({ nationalId: '', company: '', salary: '' }), () => jsonResponse({ message: needs }, 409));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Set to Approved' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(`${M.approveFailedStatus(409)}. ${needs}`);
  });

  it('says that email waits for an address, and offers WhatsApp', async () => {
    await openCopy({ ...EXPIRED, _id: MEERA_ID }, () => jsonResponse(EXPIRED));
    expect(await screen.findByText(
      'This applicant has no email address yet: messages wait here and go out once one is saved. Meanwhile, tell them on WhatsApp.',
    )).toBeInTheDocument();
    expect(screen.getByText('Waiting for an address')).toBeInTheDocument();
    expect(screen.getByText('Why it has not gone: no email address yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919876543210?text=x');
  });
});
