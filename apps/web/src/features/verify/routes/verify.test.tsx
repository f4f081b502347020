import { sign, type KeyObject } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import { API, encodeStatement, PAGES, STATEMENT_DAYS, type StatementClaims } from '@visadesk/contract';
import { agencyKey, claims, DAY, KEYS, now, VERIFY } from '../testing/statements';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi, networkFailure } from '../../../testing/http';
import { renderApp } from '../../../testing/render-app';
import { forgetFetchedKeys, KEYS_STORAGE_KEY } from '../api/statement-keys';



const agency = agencyKey('agency-key-1');
const stranger = agencyKey('agency-key-1');


const statementBy = (privateKey: KeyObject, overrides: Partial<StatementClaims> = {}) =>
  encodeStatement(claims(overrides), 'agency-key-1', (data) => sign(null, data, privateKey));


function openWith(statement: string, language: 'en' | 'hi' | 'ur' = 'en') {
  window.location.hash = statement;
  return renderApp(language === 'en' ? PAGES.verify : `/${language}${PAGES.verify}`);
}

// Generous: the library fallback is fetched on first use, slow on a busy machine.
const verdict = () => screen.findByText(/^(Genuine|Not genuine|असली|असली नहीं|اصلی|اصلی نہیں)$/, {}, { timeout: 5000 });

beforeEach(() => {
  localStorage.clear();
  forgetFetchedKeys();
});
afterEach(() => {
  window.location.hash = '';
});

describe('the verification page', () => {
  it('says a statement from the address is genuine, shows exactly its fields, and that it is still current', async () => {
    const fetchMock = mockApi({ [KEYS]: () => jsonResponse({ keys: [agency.key] }), [VERIFY]: () => jsonResponse({ valid: true, current: true, status: 'approved', stage: 'Medical check' }) });
    const statement = statementBy(agency.privateKey);
    openWith(statement);
    expect(await verdict()).toHaveTextContent('Genuine');
    // The agency's name isolated, in whatever script it is written.
    expect(screen.getByText('Maple Route Consultancy', { selector: 'bdi' }).parentElement).toHaveTextContent(/^Signed by Maple Route Consultancy, and not changed since\.$/);
    const shown = Object.fromEntries([...document.querySelectorAll('.verify-claims dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(shown).toEqual({
      Agency: 'Maple Route Consultancy', Name: 'Anita Sharma', 'Passport number': '•••••4821', Nationality: 'Nepal', Decision: 'Approved',
      'Decided on': '2026-11-20', Stage: 'Medical check',
      Issued: new Date((now - DAY) * 1000).toISOString().slice(0, 10), 'Valid until': new Date((now - DAY + STATEMENT_DAYS * DAY) * 1000).toISOString().slice(0, 10),
    });
    expect(await screen.findByText("Still current: the agency's records match this copy.")).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, API.verify)[0]?.init.body))).toEqual({ statement });
  });

  it('refuses a statement changed by one character, one signed by another key, an expired one and a truncated one, each in plain words', async () => {
    mockApi({ [KEYS]: () => jsonResponse({ keys: [agency.key] }) });
    const genuine = statementBy(agency.privateKey);
    const [header, payload, signature] = genuine.split('.') as [string, string, string];
    const cases: [string, string][] = [
      [`${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`, 'This has been changed since the agency signed it. Do not trust this copy.'],
      [statementBy(stranger.privateKey), 'This has been changed since the agency signed it. Do not trust this copy.'],
      [statementBy(agency.privateKey, { iat: now - 40 * DAY, exp: now - 10 * DAY }), 'This statement has expired: each is valid for 30 days. Ask the worker for a new copy.'],
      [genuine.slice(0, 90), 'This is not a whole statement from an applicant copy: it may be cut short or mistyped. Scan the QR code again.'],
      [encodeStatement(claims(), 'someone-else', (data) => sign(null, data, stranger.privateKey)), 'This was not signed by the agency. Do not trust this copy.'],
    ];
    for (const [statement, explanation] of cases) {
      const view = openWith(statement);
      expect(await verdict()).toHaveTextContent('Not genuine');
      expect(screen.getByText(explanation)).toBeInTheDocument();
      expect(document.querySelector('.verify-claims')).toBeNull();
      view.unmount();
    }
  });

  it('checks offline with the keys kept from an earlier visit, and says it could not ask whether the copy is current', async () => {
    localStorage.setItem(KEYS_STORAGE_KEY, JSON.stringify({ keys: [agency.key] }));
    mockApi({ [KEYS]: networkFailure, [VERIFY]: networkFailure });
    openWith(statementBy(agency.privateKey));
    expect(await verdict()).toHaveTextContent('Genuine');
    expect(await screen.findByText('Checked on this phone only. Connect to the internet to see whether it is still current.')).toBeInTheDocument();
  });

  it('keeps the keys when the page opens, before any statement is checked', async () => {
    const fetchMock = mockApi({ [KEYS]: () => jsonResponse({ keys: [agency.key] }) });
    renderApp(PAGES.verify);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(KEYS_STORAGE_KEY) ?? 'null')).toEqual({ keys: [agency.key] }));
    expect(callsTo(fetchMock, API.statementKeys)).toHaveLength(1);
  });

  it('says when the keys have never reached this phone', async () => {
    mockApi({ [KEYS]: networkFailure });
    openWith(statementBy(agency.privateKey));
    expect(await verdict()).toHaveTextContent('Not genuine');
    expect(screen.getByText("The agency's keys are not on this phone yet. Open this page once with the internet on, then check again.")).toBeInTheDocument();
  });

  it('says a genuine copy is no longer current, and since when, without the new decision', async () => {
    mockApi({ [KEYS]: () => jsonResponse({ keys: [agency.key] }), [VERIFY]: () => jsonResponse({ valid: true, current: false, status: 'approved', stage: 'Medical check', revokedAt: '2026-11-25T09:30:00.000Z' }) });
    openWith(statementBy(agency.privateKey));
    expect(await screen.findByText(/^No longer current/)).toHaveTextContent(
      'No longer current: the application has changed since this copy was issued. Ask the agency. It stopped being current on 2026-11-25.',
    );
    expect(screen.getByText('Approved')).toBeInTheDocument();
  });

  it('verifies with the kept library where Web Crypto has no Ed25519', async () => {
    const subtle = globalThis.crypto.subtle;
    const importKey = vi.spyOn(subtle, 'importKey').mockRejectedValue(new DOMException('Unrecognized name.', 'NotSupportedError'));
    mockApi({ [KEYS]: () => jsonResponse({ keys: [agency.key] }), [VERIFY]: () => jsonResponse({ valid: true, current: true, status: 'approved', stage: '' }) });
    const genuine = statementBy(agency.privateKey);
    const view = openWith(genuine);
    expect(await verdict()).toHaveTextContent('Genuine');
    view.unmount();
    // One character of the signature changed for another. Not its last two: an Ed25519 signature's last
    // byte is small, so they were already "AA" one time in sixteen, and this test passed a genuine copy.
    const at = genuine.length - 10;
    openWith(`${genuine.slice(0, at)}${genuine[at] === 'A' ? 'B' : 'A'}${genuine.slice(at + 1)}`);
    expect(await verdict()).toHaveTextContent('Not genuine');
    expect(importKey).toHaveBeenCalled();
    importKey.mockRestore();
  });

  it('reads a pasted statement, and the whole QR code link too', async () => {
    mockApi({ [KEYS]: () => jsonResponse({ keys: [agency.key] }), [VERIFY]: () => jsonResponse({ valid: true, current: true, status: 'approved', stage: '' }) });
    const { user } = renderApp(PAGES.verify);
    const check = await screen.findByRole('button', { name: 'Check' });
    await user.click(check);
    expect(screen.getByLabelText('Text of the QR code')).toHaveAccessibleDescription('Scan the QR code, or paste the text it holds, first. A scanned QR code fills this in by itself.');
    expect(screen.getByLabelText('Text of the QR code')).toBeInvalid();
    await user.click(screen.getByLabelText('Text of the QR code'));
    await user.paste(`https://agency.example/hi/verify#${statementBy(agency.privateKey)}`);
    await user.click(check);
    expect(await verdict()).toHaveTextContent('Genuine');
  });

  it('speaks Hindi on /hi/verify and isolates the passport digits left to right on /ur/verify', async () => {
    mockApi({ [KEYS]: () => jsonResponse({ keys: [agency.key] }), [VERIFY]: () => jsonResponse({ valid: true, current: true, status: 'approved', stage: '' }) });
    const view = openWith(statementBy(agency.privateKey), 'hi');
    expect(await verdict()).toHaveTextContent('असली');
    expect(screen.getByRole('heading', { level: 1, name: 'आवेदक प्रति की जाँच करें' })).toBeInTheDocument();
    view.unmount();
    openWith(statementBy(agency.privateKey), 'ur');
    expect(await verdict()).toHaveTextContent('اصلی');
    await waitFor(() => expect(screen.getByText('•••••4821')).toHaveAttribute('dir', 'ltr'));
  });
});
