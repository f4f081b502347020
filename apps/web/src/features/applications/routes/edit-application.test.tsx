import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, APPLICATION_MESSAGES as M, PAGES } from '@visadesk/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, networkFailure } from '../../../testing/http';
import { fieldOf, fillApplicant, submitButton } from '../testing/applicant-form';
import { routeXhrThroughFetch, stubObjectUrls } from '../testing/browser-stubs';
import { noOpenDemands } from '../testing/demands';
import { aFile, aListOf, anApplication, MEERA_ID, TOO_BIG_FOR_EDIT } from '../testing/fixtures';
import { renderDesk } from '../testing/render-desk';

const MEERA = anApplication();
const ONE = `GET ${API.applications.one(MEERA_ID)}`;
const UPDATE = `PUT ${API.applications.update(MEERA_ID)}`;
const LIST = `GET ${API.applications.list}`;

beforeEach(() => {
  routeXhrThroughFetch();
  stubObjectUrls();
});

async function openEdit(routes: Record<string, () => Response | Promise<Response>> = {}) {
  const fetchMock = mockApi({ [ONE]: () => jsonResponse(MEERA), [LIST]: () => jsonResponse(aListOf([MEERA])), ...noOpenDemands(), ...routes });
  const app = renderDesk(PAGES.editApplication, { id: MEERA_ID });
  await screen.findByRole('heading', { level: 1, name: 'Application Form' });
  await waitFor(() => expect(fieldOf('surname')).toHaveValue('Patel'));
  // Uploads of the wrong type must reach the form's own check, not be filtered by the picker.
  return { ...app, fetchMock, user: userEvent.setup({ applyAccept: false }) };
}

describe('edit application form', () => {
  it('goes back to the list when opened without an application', async () => {
    mockApi({ [LIST]: () => jsonResponse(aListOf([])) });
    const { router } = renderDesk(PAGES.editApplication);
    expect(await screen.findByRole('heading', { level: 1, name: 'Application List' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.application);
  });

  it('opens from the list prefilled with the application on file', async () => {
    mockApi({ [ONE]: () => jsonResponse(MEERA), [LIST]: () => jsonResponse(aListOf([MEERA])), ...noOpenDemands() });
    const { user } = renderDesk(PAGES.application);
    await user.click(await screen.findByRole('link', { name: 'Edit Meera Patel' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Application Form' })).toBeInTheDocument();
    await waitFor(() => expect(fieldOf('surname')).toHaveValue('Patel'));
    expect(fieldOf('sex')).toHaveValue('Female');
    expect(fieldOf('dob')).toHaveValue('1990-04-12');
    expect(fieldOf('jobTitle')).toHaveValue('Cook');
    expect(fieldOf('email')).toHaveValue('meera@example.com');
    expect(screen.getByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', MEERA.imageThumb);
  });

  it.each([
    ['a long surname', { surname: 'S'.repeat(32) }, M.surnameLength, 'surname'],
    ['a long given name', { givenN: 'G'.repeat(32) }, M.givenNameLength, 'givenN'],
    ['no given name', { givenN: '' }, M.givenNameLength, 'givenN'],
  ] as const)('refuses %s with its message', async (_case, values, message, field) => {
    const { user, fetchMock } = await openEdit();
    await fillApplicant(user, values);
    await user.click(submitButton('Update'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fieldOf(field)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(callsTo(fetchMock, API.applications.update(MEERA_ID))).toHaveLength(0);
  });

  it.each([
    ['a GIF', aFile('me.gif', 'image/gif'), M.invalidImageType],
    ['a photo over 2 MB', aFile('me.jpg', 'image/jpeg', TOO_BIG_FOR_EDIT), M.imageTooLargeEdit],
  ])('refuses %s', async (_case, file, message) => {
    const { user } = await openEdit();
    await user.upload(screen.getByLabelText('Photo'), file);
    await user.click(submitButton('Update'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Photo')).toHaveAccessibleDescription(message);
  });

  it('saves without a new photo and returns to the list', async () => {
    const { user, fetchMock, router } = await openEdit({ [UPDATE]: () => jsonResponse(MEERA) });
    await fillApplicant(user, { company: 'Maple Foods Ltd' });
    await user.click(submitButton('Update'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Application List' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.application);
    const body = callsTo(fetchMock, API.applications.update(MEERA_ID))[0]?.init.body as FormData;
    expect(body.get('company')).toBe('Maple Foods Ltd');
    expect(body.has('image')).toBe(false);
  });

  it.each([
    ['a refusal', () => jsonResponse({ message: M.passportExists, errors: { passport: M.passportExists } }, 409), M.updateFailed],
    ['no answer', networkFailure, M.updateError],
  ])('reports %s and keeps the changes', async (_case, answer, message) => {
    const { user } = await openEdit({ [UPDATE]: answer });
    await fillApplicant(user, { passport: 'T7777777' });
    await user.click(submitButton('Update'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fieldOf('passport')).toHaveValue('T7777777');
  });

  it('keeps the country code on file, whatever the nationality', async () => {
    const onFile = anApplication({ phoneCode: '880', phone: '1712345678' });
    mockApi({ [ONE]: () => jsonResponse(onFile), [LIST]: () => jsonResponse(aListOf([onFile])), ...noOpenDemands() });
    renderDesk(PAGES.editApplication, { id: MEERA_ID });
    await waitFor(() => expect(fieldOf('surname')).toHaveValue('Patel'));
    expect(fieldOf('currentN')).toHaveValue('Indian');
    expect(fieldOf('phoneCode')).toHaveValue('880');
  });

  it('keeps the language on file, whatever the nationality, and sends a changed one', async () => {
    const onFile = anApplication({ language: 'bn' });
    const { user, fetchMock } = await openEdit({ [ONE]: () => jsonResponse(onFile), [UPDATE]: () => jsonResponse(anApplication({ language: 'ur' })) });
    expect(fieldOf('currentN')).toHaveValue('Indian');
    expect(fieldOf('language')).toHaveDisplayValue('বাংলা');
    await fillApplicant(user, { language: 'ur' });
    await user.click(submitButton('Update'));
    await waitFor(() => expect(callsTo(fetchMock, API.applications.update(MEERA_ID))).toHaveLength(1));
    expect((callsTo(fetchMock, API.applications.update(MEERA_ID))[0]?.init.body as FormData).get('language')).toBe('ur');
  });

  it('offers the destination countries after "Not known yet", and saves the one chosen or none', async () => {
    const { user, fetchMock } = await openEdit({ [UPDATE]: () => jsonResponse(MEERA) });
    const destination = fieldOf('destination');
    expect(destination).toHaveValue('Malaysia');
    const choices = within(destination).getAllByRole('option');
    expect(choices[0]).toHaveValue('');
    expect(choices[0]).toHaveTextContent('Not known yet');
    expect(choices.map((choice) => choice.textContent)).toEqual(expect.arrayContaining(['Qatar', 'Saudi Arabia', 'United Arab Emirates', 'Canada']));
    await fillApplicant(user, { destination: 'Qatar' });
    await user.click(submitButton('Update'));
    await waitFor(() => expect(callsTo(fetchMock, API.applications.update(MEERA_ID))).toHaveLength(1));
    expect((callsTo(fetchMock, API.applications.update(MEERA_ID))[0]?.init.body as FormData).get('destination')).toBe('Qatar');
  });

  it('saves a destination not known yet as none', async () => {
    const { user, fetchMock } = await openEdit({ [UPDATE]: () => jsonResponse(MEERA) });
    await fillApplicant(user, { destination: '' });
    await user.click(submitButton('Update'));
    await waitFor(() => expect(callsTo(fetchMock, API.applications.update(MEERA_ID))).toHaveLength(1));
    expect((callsTo(fetchMock, API.applications.update(MEERA_ID))[0]?.init.body as FormData).get('destination')).toBe('');
  });

  it("gives an application saved before country codes its nationality's code", async () => {
    const older = anApplication({ phoneCode: '' });
    mockApi({ [ONE]: () => jsonResponse(older), [LIST]: () => jsonResponse(aListOf([older])), ...noOpenDemands() });
    renderDesk(PAGES.editApplication, { id: MEERA_ID });
    await waitFor(() => expect(fieldOf('phoneCode')).toHaveValue('91'));
  });

  it('reports an application that cannot be loaded', async () => {
    mockApi({ [ONE]: () => jsonResponse({ message: M.notFound }, 404) });
    renderDesk(PAGES.editApplication, { id: MEERA_ID });
    expect(await screen.findByRole('alert')).toHaveTextContent(M.loadError);
  });
});
