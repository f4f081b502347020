import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { addDays, addMonths, API, APPLICATION_MESSAGES as M, PAGES, type ApplicantFields } from '@visadesk/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../testing/http';
import { fieldOf, submitButton, VALID_APPLICANT } from '../testing/applicant-form';
import { routeXhrThroughFetch, stubObjectUrls } from '../testing/browser-stubs';
import { noOpenDemands } from '../testing/demands';
import { aFile, aListOf, anApplication, MEERA_ID } from '../testing/fixtures';
import { renderDesk } from '../testing/render-desk';

/** The passport's issue and expiry dates on the add and edit forms. */

/** Today in the computer's calendar, as the form reckons the spec's passport rule from it. */
function localToday(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0')).join('-');
}

const TODAY = localToday();
const ADD = `POST ${API.applications.add}`;
const LIST = `GET ${API.applications.list}`;
type Dates = Partial<Pick<ApplicantFields, 'passportIssue' | 'passportExpiry' | 'dutyDuration'>>;
type FieldName = keyof ApplicantFields;

beforeEach(() => {
  routeXhrThroughFetch();
  stubObjectUrls();
});

/**
 * Fills fields as applicant-form's fillApplicant does (a change as the browser reports it, a select
 * chosen like a user would), with every field found before the first is filled: each change
 * re-renders the form, after which jsdom finds a label by walking the whole page again, so a whole
 * applicant found field by field took a second, and found at once under a third of that.
 */
async function fillApplicant(user: UserEvent, values: Partial<Record<FieldName, string>>) {
  const fields = (Object.entries(values) as [FieldName, string][]).map(([name, value]) => [fieldOf(name), value] as const);
  for (const [field, value] of fields) {
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else fireEvent.change(field, { target: { value } });
  }
}

async function openAdd() {
  const fetchMock = mockApi({ [LIST]: () => jsonResponse(aListOf([])), [ADD]: () => jsonResponse(anApplication(), 201), ...noOpenDemands() });
  const app = renderDesk(PAGES.addUserApplication);
  await screen.findByRole('heading', { level: 1, name: 'Visa Application Form' });
  await waitFor(() => expect(callsTo(fetchMock, API.applications.list)).toHaveLength(1));
  return { ...app, fetchMock };
}

/** Fills a valid applicant with these dates and a photo, as staff would before pressing Submit. */
async function fillWith(user: UserEvent, dates: Dates) {
  await fillApplicant(user, { ...VALID_APPLICANT, ...dates });
  await user.upload(screen.getByLabelText('Photo'), aFile('me.png', 'image/png'));
}

const sentBody = (fetchMock: ReturnType<typeof mockApi>, path: string) => callsTo(fetchMock, path)[0]?.init.body as FormData;
const passportSection = () => within(screen.getByRole('group', { name: 'C. Passport Details' }));
const warning = () => passportSection().queryByRole('status');

// Filling the whole form (its long country code list above all) takes seconds in jsdom on a busy machine.
describe('the passport dates on the add form', { timeout: 15_000 }, () => {
  it('are two date inputs after Issued Country', async () => {
    await openAdd();
    const inputs = screen.getByRole('group', { name: 'C. Passport Details' }).querySelectorAll('input');
    const labels = [...inputs].map((input) => input.labels?.[0]?.textContent);
    expect(labels).toEqual(['Passport No', 'Issued Country', 'Passport Issue Date', 'Passport Expiry Date']);
    expect(fieldOf('passportIssue')).toHaveAttribute('type', 'date');
    expect(fieldOf('passportExpiry')).toHaveAttribute('type', 'date');
  });

  it('sends the dates as typed, and a date left empty as empty: both are optional', async () => {
    const { user, fetchMock } = await openAdd();
    await fillWith(user, { passportIssue: addMonths(TODAY, -24) });
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Application List' })).toBeInTheDocument();
    const body = sentBody(fetchMock, API.applications.add);
    expect([body.get('passportIssue'), body.get('passportExpiry')]).toEqual([addMonths(TODAY, -24), '']);
  });

  it.each([
    ['an issue date before 1900', { passportIssue: '1899-12-31' }, 'passportIssue', M.passportIssue],
    ['an expiry date past 9998', { passportExpiry: '9999-01-01' }, 'passportExpiry', M.passportExpiry],
    ['an issue date in the future', { passportIssue: addDays(TODAY, 3) }, 'passportIssue', M.passportIssueFuture],
    ['an expiry on the issue date', { passportIssue: '2020-05-01', passportExpiry: '2020-05-01' }, 'passportExpiry', M.passportExpiryBeforeIssue],
  ] as const)('refuses %s with the contract\'s message, at the field', async (_case, dates, field, message) => {
    const { user, fetchMock } = await openAdd();
    await fillWith(user, dates);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(fieldOf(field)).toHaveAttribute('aria-invalid', 'true');
    expect(fieldOf(field)).toHaveAccessibleDescription(message);
    expect(callsTo(fetchMock, API.applications.add)).toHaveLength(0);
  });

  it("warns of the spec's passport rule as staff type, and saves all the same", async () => {
    const { user, fetchMock } = await openAdd();
    const issued = addMonths(TODAY, -121);
    const expiry = addMonths(TODAY, 25);
    await fillWith(user, { dutyDuration: '2 years', passportIssue: issued, passportExpiry: expiry });

    const shown = within(await passportSection().findByRole('status'));
    expect(shown.getByText(
      `This passport was issued on ${issued}, more than ten years ago: the European work visa needs a passport issued within the last ten years.`,
    )).toBeInTheDocument();
    expect(shown.getByText(
      `This passport expires on ${expiry}, less than three months after the planned exit on ${addMonths(TODAY, 24)} (today plus the duty duration).`,
    )).toBeInTheDocument();
    expect(shown.getByText('The application can be saved all the same.')).toBeInTheDocument();

    await user.click(submitButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Application List' })).toBeInTheDocument();
    const body = sentBody(fetchMock, API.applications.add);
    expect([body.get('passportIssue'), body.get('passportExpiry')]).toEqual([issued, expiry]);
  });

  it('takes the exit as today when the duty duration says no length of time, and drops the warning once the date is right', async () => {
    const { user } = await openAdd();
    const expiry = addMonths(TODAY, 2);
    await fillApplicant(user, { dutyDuration: 'Seasonal', passportExpiry: expiry });
    expect(await passportSection().findByText(
      `This passport expires on ${expiry}, less than three months after the planned exit on ${TODAY} (the duty duration does not say how long, so the exit is taken as today).`,
    )).toBeInTheDocument();

    await fillApplicant(user, { passportExpiry: addMonths(TODAY, 4) });
    await waitFor(() => expect(warning()).toBeNull());
  });

  it('gives no warning for a passport issued ten years ago today, valid three months beyond the exit', async () => {
    const { user } = await openAdd();
    await fillApplicant(user, { dutyDuration: '18 months', passportIssue: addMonths(TODAY, -120), passportExpiry: addMonths(TODAY, 21) });
    expect(fieldOf('passportExpiry')).toHaveValue(addMonths(TODAY, 21));
    expect(warning()).toBeNull();
    expect(screen.queryByText(/^This passport/)).toBeNull();
  });
});

describe('the passport dates on the edit form', { timeout: 15_000 }, () => {
  const ON_FILE = anApplication({ passportIssue: '2021-02-01', passportExpiry: '2031-01-31' });
  const UPDATE = `PUT ${API.applications.update(MEERA_ID)}`;

  async function openEdit() {
    const fetchMock = mockApi({
      [`GET ${API.applications.one(MEERA_ID)}`]: () => jsonResponse(ON_FILE),
      [LIST]: () => jsonResponse(aListOf([ON_FILE])),
      [UPDATE]: () => jsonResponse(ON_FILE),
      ...noOpenDemands(),
    });
    const app = renderDesk(PAGES.editApplication, { id: MEERA_ID });
    await waitFor(() => expect(fieldOf('surname')).toHaveValue('Patel'));
    return { ...app, fetchMock };
  }

  it('starts from the dates on file and sends them as changed, an emptied one as empty', async () => {
    const { user, fetchMock } = await openEdit();
    expect(fieldOf('passportIssue')).toHaveValue('2021-02-01');
    expect(fieldOf('passportExpiry')).toHaveValue('2031-01-31');

    fireEvent.change(fieldOf('passportIssue'), { target: { value: '2021-03-15' } });
    fireEvent.change(fieldOf('passportExpiry'), { target: { value: '' } });
    await user.click(submitButton('Update'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Application List' })).toBeInTheDocument();
    const body = sentBody(fetchMock, API.applications.update(MEERA_ID));
    expect([body.get('passportIssue'), body.get('passportExpiry')]).toEqual(['2021-03-15', '']);
  });

  it('refuses an expiry before the issue date', async () => {
    const { user, fetchMock } = await openEdit();
    await fillApplicant(user, { passportExpiry: '2021-01-31' });
    await user.click(submitButton('Update'));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.passportExpiryBeforeIssue);
    expect(fieldOf('passportExpiry')).toHaveAccessibleDescription(M.passportExpiryBeforeIssue);
    expect(callsTo(fetchMock, API.applications.update(MEERA_ID))).toHaveLength(0);
  });
});
