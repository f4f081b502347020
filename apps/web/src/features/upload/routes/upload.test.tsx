import { screen, waitFor, within } from '@testing-library/react';
import { API, DOCUMENT_REQUEST_MESSAGES as R, localisedPath, PAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../testing/http';
import { renderApp } from '../../../testing/render-app';
import { passportItem, policeItem, TOKEN, uploadRequest } from '../testing/upload-request';

const uploadPath = (language: 'en' | 'hi' | 'ur' = 'en') => localisedPath(`${PAGES.upload}/${TOKEN}`, language);
const GET_REQUEST = `GET ${API.uploads.request}`;

describe("the applicant's upload page", () => {
  it('shows a loader, then what the agency asks for, greeting the applicant by the given name', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockApi({ [GET_REQUEST]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp(uploadPath());
    expect(await screen.findByText('Loading what the agency asks for…')).toHaveAttribute('role', 'status');
    answer(jsonResponse(uploadRequest()));

    expect(await screen.findByText(/Hello/)).toHaveTextContent(/^Hello Asha$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Send your documents' })).toBeInTheDocument();
    expect(screen.getByText(/asks you to send these documents/)).toHaveTextContent('Maple Route Consultancy asks you to send these documents.');
    expect(screen.getByText(/Please send a clear photo/)).toHaveTextContent('Please send a clear photo. The whole page, please.');
    expect(screen.getByText(/This link works until/)).toHaveTextContent('This link works until 5 December 2026');
    const documents = within(screen.getByRole('list', { name: 'Documents to send' }));
    expect(documents.getByRole('heading', { name: 'Passport (front page)' })).toBeInTheDocument();
    expect(documents.getAllByLabelText('Take a photo')).toHaveLength(2);
    expect(documents.getAllByLabelText('Choose a file')[0]).toHaveAccessibleDescription('Passport (front page)');
    expect(screen.queryByText('Loading what the agency asks for…')).not.toBeInTheDocument();
    // The link is the applicant's only key: sent as a bearer token, never in the address.
    const [call] = callsTo(fetchMock, API.uploads.request);
    expect(new Headers(call?.init.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('says in Hindi on /hi/ that the link has ended', async () => {
    mockApi({ [GET_REQUEST]: () => jsonResponse({ message: R.linkEnded, messageId: 'request.linkEnded' }, 410) });
    renderApp(uploadPath('hi'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'इस लिंक की समय-सीमा ख़त्म हो गई है या एजेंसी ने इसे रद्द कर दिया है। कृपया एजेंसी से नया लिंक माँगें।',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'अपने दस्तावेज़ भेजें' })).toBeInTheDocument();
  });

  it('shows a label the agency wrote in the page language, and in English (marked so) otherwise', async () => {
    mockApi({ [GET_REQUEST]: () => jsonResponse(uploadRequest()) });
    renderApp(uploadPath('hi'));
    expect(await screen.findByRole('heading', { name: 'पासपोर्ट (पहला पन्ना)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Police clearance' }).querySelector('[lang="en"]')).toHaveTextContent('Police clearance');
  });

  it('shows why the agency refused a document, and lets the applicant send another', async () => {
    const refused = passportItem({ state: 'refused', reason: 'The photo is blurred: the number cannot be read.' });
    mockApi({ [GET_REQUEST]: () => jsonResponse(uploadRequest({ items: [refused, policeItem({ state: 'accepted' })] })) });
    renderApp(uploadPath());
    expect(await screen.findByText(/The agency asks you to send this again/)).toHaveTextContent(
      'The agency asks you to send this again: The photo is blurred: the number cannot be read.',
    );
    expect(screen.getByLabelText('Choose another file')).toBeInTheDocument();
    // An accepted document shows as sent, with nothing to choose.
    expect(screen.getAllByLabelText('Take a photo')).toHaveLength(1);
    expect(screen.getByText(/Sent/)).toBeInTheDocument();
  });

  it('says when there is nothing left to send', async () => {
    mockApi({ [GET_REQUEST]: () => jsonResponse(uploadRequest({ state: 'completed', items: [passportItem({ state: 'sent' })] })) });
    renderApp(uploadPath());
    expect(await screen.findByText('Everything asked for has been sent. Thank you: the agency will look at it.')).toBeInTheDocument();
  });

  it('says the link is not valid without asking the server when the page carries no token', async () => {
    const fetchMock = mockApi({});
    renderApp(localisedPath(`${PAGES.upload}/not-a-token`, 'en'));
    expect(await screen.findByRole('alert')).toHaveTextContent(R.linkInvalid);
    expect(callsTo(fetchMock, API.uploads.request)).toHaveLength(0);
  });

  it('says when the server cannot be reached', async () => {
    mockApi({ [GET_REQUEST]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderApp(uploadPath('ur'));
    expect(await screen.findByRole('alert')).toHaveTextContent('سرور سے کوئی جواب نہیں ملا۔ براہ کرم دوبارہ کوشش کریں۔');
  });

  it('reads right to left in Urdu, with the date in the page language', async () => {
    mockApi({ [GET_REQUEST]: () => jsonResponse(uploadRequest()) });
    renderApp(uploadPath('ur'));
    expect(await screen.findByRole('heading', { name: 'پاسپورٹ (پہلا صفحہ)' })).toBeInTheDocument();
    await waitFor(() => expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ur', 'rtl']));
    expect(screen.getByText(/یہ لنک/)).toHaveTextContent(new Intl.DateTimeFormat('ur', { dateStyle: 'long' }).format(new Date('2026-12-05T12:00:00Z')));
  });
});
