import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { API, APPLICATION_MESSAGES as M, PAGES, type ApplicantFields } from '@visadesk/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, networkFailure } from '../../../testing/http';
import { fieldOf, fillApplicant, submitButton, VALID_APPLICANT } from '../testing/applicant-form';
import { routeXhrThroughFetch, stubObjectUrls } from '../testing/browser-stubs';
import { aCallback, aDemand, COOK_ID, DEMAND_ID, openDemands } from '../testing/demands';
import { aFile, aListOf, anApplication } from '../testing/fixtures';
import { renderDesk } from '../testing/render-desk';

/** An application made from a call-back request left on a vacancy's page (the call-back requests page opens the form with it). */

type Routes = Record<string, () => Response | Promise<Response>>;
const CALLBACK = aCallback();
const SAVED_ID = '5a5a5a5a5a5a5a5a5a5a5a5a';
const ADD = `POST ${API.applications.add}`;
const DONE = `PUT ${API.demands.enquiryDone(CALLBACK._id)}`;
const NOT_MARKED = 'The application was saved, but the call-back request by Ram Bahadur Thapa could not be marked as turned into an application. '
  + 'Delete it from the call-back requests so that nobody follows it up again.';
// The list's screen loads on first use: on a busy machine that takes more than the usual 5 s.
const listShown = () => screen.findByRole('heading', { level: 1, name: 'Application List' }, { timeout: 15_000 });

beforeEach(() => {
  routeXhrThroughFetch();
  stubObjectUrls();
});

async function openFromCallback(routes: Routes = {}) {
  const fetchMock = mockApi({
    [`GET ${API.applications.list}`]: () => jsonResponse(aListOf([])),
    ...openDemands([aDemand()]),
    [ADD]: () => jsonResponse(anApplication({ _id: SAVED_ID }), 201),
    [DONE]: () => jsonResponse({ message: 'Call-back request marked as turned into an application.' }),
    ...routes,
  });
  const app = renderDesk(PAGES.addUserApplication, { fromCallback: CALLBACK });
  await screen.findByRole('heading', { level: 1, name: 'Visa Application Form' });
  return { ...app, fetchMock };
}

/** What the request does not tell, as staff complete it with the worker on the phone; found at once (add-application.test.tsx says why). */
async function completeAndSubmit(user: UserEvent) {
  const { demand: _d, position: _p, givenN: _g, surname: _s, phone: _ph, phoneCode: _c, ...rest } = VALID_APPLICANT;
  const fields = (Object.entries(rest) as [keyof ApplicantFields, string][]).map(([name, value]) => [fieldOf(name), value] as const);
  for (const [field, value] of fields) {
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else fireEvent.change(field, { target: { value } });
  }
  await user.upload(screen.getByLabelText('Photo'), aFile('me.png', 'image/png'));
  await user.click(submitButton());
}

describe('an application from a call-back request', { timeout: 20_000 }, () => {
  it("starts with the worker's name, phone, demand and position, and says whose request it is", async () => {
    await openFromCallback();
    expect(screen.getByRole('status')).toHaveTextContent('From a call-back request by Ram Bahadur Thapa');
    const personal = within(screen.getByRole('group', { name: 'A. Personal Particulars' }));
    expect(personal.getByLabelText('Given Name')).toHaveValue('Ram Bahadur');
    expect(personal.getByLabelText('Surname')).toHaveValue('Thapa');
    const contact = within(screen.getByRole('group', { name: "D. Applicant's Contact Details" }));
    expect(contact.getByLabelText('Phone')).toHaveValue('+9779841234567');
    // The number's own code, whatever nationality staff enter.
    expect(contact.getByLabelText('Country Code')).toHaveValue('977');
    const company = within(screen.getByRole('group', { name: 'B. Company Details' }));
    await waitFor(() => expect(company.getByLabelText('Demand')).toHaveDisplayValue('Al Safa Foods — Qatar (closes 2026-12-31)'));
    expect(company.getByLabelText('Demand')).toHaveValue(DEMAND_ID);
    expect(company.getByLabelText('Position')).toHaveValue(COOK_ID);
  });

  it('sends what the request gave, then marks the request as turned into the saved application', async () => {
    const { user, fetchMock } = await openFromCallback();
    await completeAndSubmit(user);

    expect(await listShown()).toBeInTheDocument();
    const body = callsTo(fetchMock, API.applications.add)[0]?.init.body as FormData;
    expect([body.get('givenN'), body.get('surname'), body.get('phoneCode'), body.get('phone')]).toEqual(['Ram Bahadur', 'Thapa', '977', '9841234567']);
    expect([body.get('demand'), body.get('position')]).toEqual([DEMAND_ID, COOK_ID]);
    const marked = callsTo(fetchMock, API.demands.enquiryDone(CALLBACK._id));
    expect(marked.map((call) => [call.init.method, JSON.parse(String(call.init.body))])).toEqual([['PUT', { application: SAVED_ID }]]);
    const order = fetchMock.mock.calls.map(([url]) => String(url).split('?')[0]);
    expect(order.indexOf(API.applications.add)).toBeLessThan(order.indexOf(API.demands.enquiryDone(CALLBACK._id)));
  });

  it.each([
    ['the server refuses it', () => jsonResponse({ message: 'This call-back request does not exist.' }, 404)],
    ['no answer comes', networkFailure],
  ])('says the request could not be marked when %s, the application saved', async (_case, answer) => {
    const { user, fetchMock, router } = await openFromCallback({ [DONE]: answer });
    await completeAndSubmit(user);

    const message = await screen.findByText(NOT_MARKED);
    expect(message.closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    // The form it replaces had the focus: the message has it now, to be read out, with where to go next.
    expect(document.activeElement).toContainElement(message);
    const next = within(document.activeElement as HTMLElement);
    expect(next.getByRole('link', { name: 'Call-back Requests' })).toHaveAttribute('href', PAGES.callbacks);
    expect(next.getByRole('link', { name: 'Go to the application list' })).toHaveAttribute('href', PAGES.application);
    // Saved once, and not offered again.
    expect(callsTo(fetchMock, API.applications.add)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(router.state.location.pathname).toBe(PAGES.addUserApplication);
  });

  it('leaves the request alone when the application is not saved', async () => {
    const { user, fetchMock } = await openFromCallback({
      [ADD]: () => jsonResponse({ message: M.passportExists, errors: { passport: M.passportExists } }, 409),
    });
    await completeAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(M.addServerMessage(M.passportExists));
    expect(callsTo(fetchMock, API.demands.enquiryDone(CALLBACK._id))).toHaveLength(0);
    expect(screen.getByText('From a call-back request by Ram Bahadur Thapa')).toBeInTheDocument();
  });

  it('is an ordinary add form, marking nothing, without a request', async () => {
    const fetchMock = mockApi({
      [`GET ${API.applications.list}`]: () => jsonResponse(aListOf([])),
      ...openDemands([aDemand()]),
      [ADD]: () => jsonResponse(anApplication({ _id: SAVED_ID }), 201),
    });
    const { user } = renderDesk(PAGES.addUserApplication, { fromCallback: { name: 'not a request' } });
    await screen.findByRole('heading', { level: 1, name: 'Visa Application Form' });
    expect(screen.queryByText(/From a call-back request/)).toBeNull();
    expect(fieldOf('givenN')).toHaveValue('');
    const { givenN, surname, phone, phoneCode } = VALID_APPLICANT;
    await fillApplicant(user, { givenN, surname, phone, phoneCode });
    await completeAndSubmit(user);

    expect(await listShown()).toBeInTheDocument();
    expect(callsTo(fetchMock, API.applications.add)).toHaveLength(1);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/enquiries/'))).toHaveLength(0);
  });
});
