import { sign } from 'node:crypto';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { IDBFactory } from 'fake-indexeddb';
import { API, encodeStatement, PAGES, WEB_APP, type ApplicantCopy, type StatementClaims } from '@visadesk/contract';
import { agencyKey, claims, DAY, KEYS, VERIFY } from './testing/statements';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptByServiceWorker, RUNTIME_CACHING } from '../../../service-worker';
import { CopyProof } from '../../components/applicant/copy-proof';
import { qrDrawing } from '../../components/applicant/qr-drawing';
import { callsTo, jsonResponse, mockApi, mockFetch } from '../../testing/http';
import { renderApp } from '../../testing/render-app';
import { testI18n } from '../../testing/test-i18n';
import { keepPageOffline } from '../../lib/offline-pages';
// The brief confines these red-team tests to this file; they only drive the kept copy's storage as the page does.
// eslint-disable-next-line import-x/no-restricted-paths
import { keepCopy, keptCopies } from '../enquiry/keep/kept-copies';
import { forgetFetchedKeys, KEYS_STORAGE_KEY } from './api/statement-keys';

/**
 * The verification page, the copy's QR code, the service worker's rules and the kept copy, attacked
 * as a careful adversary would (ADR 053): markup and links in signed claims, crafted addresses,
 * answers arriving out of order, what the service worker may keep and what the phone's storage shows.
 */

const agency = agencyKey('agency-key-1');

const signed = (what: object) => encodeStatement(what as StatementClaims, agency.key.kid, (data) => sign(null, data, agency.privateKey));

const genuineAnswer = () => jsonResponse({ valid: true, current: true, status: 'approved', stage: '' });
const verdict = () => screen.findByText(/^(Genuine|Not genuine)$/);
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

function openWith(hash: string) {
  window.location.hash = hash;
  return renderApp(PAGES.verify);
}

beforeEach(() => {
  localStorage.clear();
  forgetFetchedKeys();
});
afterEach(() => {
  window.location.hash = '';
});

describe('the verification page under attack', () => {
  it('shows markup and links in signed claims as plain text: no element, handler or link is made of them', async () => {
    mockApi({ [KEYS]: () => jsonResponse({ keys: [agency.key] }), [VERIFY]: genuineAnswer });
    const html = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    openWith(signed(claims({ iss: `Agency ${html}`, n: `Anita ${html}`, c: 'javascript:alert(1)', g: '<a href="javascript:alert(1)">Visa</a>' })));
    expect(await verdict()).toHaveTextContent('Genuine');
    const result = document.querySelector('.verify-result') as HTMLElement;
    expect(result.querySelector('img, script, a, iframe, [onerror]')).toBeNull();
    expect(result.textContent).toContain(`Anita ${html}`);
    expect(result.textContent).toContain('javascript:alert(1)');
    expect([...document.querySelectorAll('a')].filter((link) => /^\s*javascript:/i.test(link.getAttribute('href') ?? ''))).toEqual([]);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('refuses a statement with a claim beyond the listed ones, even signed by the agency, and shows none of it', async () => {
    mockApi({ [KEYS]: () => jsonResponse({ keys: [agency.key] }), [VERIFY]: genuineAnswer });
    openWith(signed({ ...claims(), dob: '1992-04-17' }));
    expect(await verdict()).toHaveTextContent('Not genuine');
    expect(document.body.textContent).not.toContain('1992-04-17');
    expect(document.querySelector('.verify-claims')).toBeNull();
  });

  it('refuses a huge or crafted address at once, never sending it to the agency', async () => {
    const fetchMock = mockApi({ [KEYS]: () => jsonResponse({ keys: [agency.key] }), [VERIFY]: genuineAnswer });
    for (const hash of ['A'.repeat(1_000_000), 'javascript:alert(1)', `${signed(claims())}.extra`, '<svg onload=alert(1)>', '%00%00', `x.${'.'.repeat(5000)}`]) {
      const view = openWith(hash);
      expect(await verdict(), hash.slice(0, 20)).toHaveTextContent('Not genuine');
      expect(document.querySelector('.verify-claims')).toBeNull();
      view.unmount();
    }
    expect(callsTo(fetchMock, API.verify)).toEqual([]);
    // The page talks to its own agency only.
    for (const [input] of fetchMock.mock.calls) expect(String(input)).toMatch(/^\//);
  });

  it('sends only a genuine statement to the agency, exactly as read, and no other address', async () => {
    const fetchMock = mockApi({ [KEYS]: () => jsonResponse({ keys: [agency.key] }), [VERIFY]: genuineAnswer });
    const statement = signed(claims());
    openWith(statement);
    expect(await screen.findByText("Still current: the agency's records match this copy.")).toBeInTheDocument();
    const sent = callsTo(fetchMock, API.verify);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ statement });
    for (const [input] of fetchMock.mock.calls) expect(String(input)).toMatch(/^\/(api\/|\.well-known\/)/);
  });

  it('keeps only well-formed Ed25519 keys from what the phone kept: an RSA, HMAC or private-looking key changes nothing', async () => {
    const forger = agencyKey('agency-key-1');
    localStorage.setItem(KEYS_STORAGE_KEY, JSON.stringify({ keys: [{ kty: 'oct', k: 'c2VjcmV0', kid: 'agency-key-1', alg: 'HS256' }, { kty: 'RSA', kid: 'agency-key-1', alg: 'RS256', n: 'x', e: 'AQAB' }] }));
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    openWith(encodeStatement(claims(), 'agency-key-1', (data) => sign(null, data, forger.privateKey)));
    expect(await verdict()).toHaveTextContent('Not genuine');
    expect(screen.getByText("The agency's keys are not on this phone yet. Open this page once with the internet on, then check again.")).toBeInTheDocument();
  });

  it('shows the verdict of the statement read last when two are checked at once (a second code scanned while the first is checked)', async () => {
    let answerKeys: (value: Response) => void = () => undefined;
    const keys = new Promise<Response>((resolve) => {
      answerKeys = resolve;
    });
    mockApi({ [KEYS]: () => keys, [VERIFY]: genuineAnswer });
    openWith(signed(claims({ n: 'First Person' })));
    await screen.findByRole('heading', { level: 1 });
    await act(async () => {
      window.location.hash = 'not-a-statement';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await act(async () => {
      answerKeys(jsonResponse({ keys: [agency.key] }));
      await keys;
    });
    await waitFor(() => expect(document.querySelector('.verify-result')).not.toBeNull());
    // Let every check that was under way finish.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(screen.getByLabelText('Text of the QR code')).toHaveValue('not-a-statement');
    expect(await verdict()).toHaveTextContent('Not genuine');
    expect(document.body.textContent).not.toContain('First Person');
  });

  it('opens an address whose percent-encoding is broken, saying the statement is not whole', async () => {
    mockApi({ [KEYS]: () => jsonResponse({ keys: [agency.key] }), [VERIFY]: genuineAnswer });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openWith('%E0%A4%A');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check an applicant copy' })).toBeInTheDocument();
    expect(await verdict()).toHaveTextContent('Not genuine');
    errors.mockRestore();
  });

  it('never lets a bidirectional override in a signed name or agency reorder what the verifier reads', async () => {
    mockApi({ [KEYS]: () => jsonResponse({ keys: [agency.key] }), [VERIFY]: genuineAnswer });
    // Read left to right as "Anita Sharma": the letters after U+202E are stored reversed.
    openWith(signed(claims({ n: 'Anita \u202Eamrahs', iss: 'Maple \u202ESASIV TON' })));
    await verdict();
    const result = document.querySelector('.verify-result') as HTMLElement;
    expect(result.textContent).not.toMatch(BIDI_CONTROLS);
  });
});

describe("the copy's QR code", () => {
  it('holds the verification page’s address and the statement after #, nothing more', async () => {
    const proof = signed(claims());
    const { container } = render(<I18nProvider i18n={testI18n('en')}><CopyProof proof={proof} /></I18nProvider>);
    await waitFor(() => expect(container.querySelector('svg path')).not.toBeNull());
    const drawn = container.querySelector('svg path')?.getAttribute('d');
    expect(drawn).toBe(qrDrawing(`${window.location.origin}${PAGES.verify}#${proof}`).path);
    expect(screen.getByText('Scan to check this copy')).toBeInTheDocument();
  });
});

describe("the service worker's rules", () => {
  const origin = 'https://visas.maple-route.example';
  const kept = (address: string) => keptByServiceWorker(address, origin);

  it('keeps the worker’s pages, the build files and the keys', () => {
    for (const address of ['/', '/enquiry', '/hi/view-one', '/ur/verify', '/ne/', '/assets/start-abc123.js', '/icons/icon-192.png', '/.well-known/visadesk-keys.json']) {
      expect(kept(`${origin}${address}`), address).toBe(true);
    }
  });

  it('never keeps API answers, documents, sign-in, upload links or staff pages, in any language', () => {
    const staff = ['/login', '/register', '/profile', '/dashboard', '/application', '/userView', '/updateApplicationView/abc', '/setting', '/slider', '/userManagement', '/choose-password', '/reset-password?token=secret', '/accept-invitation?token=secret', '/forgot-password'];
    const api = ['/api/applications/enquiry?search=PA1234567&search1=Nepal&search2=1990-01-01', '/api/verify', '/api/users/login', '/api/files/photo.jpg?sig=abc', '/api/upload/abc'];
    const upload = ['/upload/3f9a0c1e-token', '/hi/upload/3f9a0c1e-token', '/upload'];
    const tricks = ['/enquiry/../api/verify', '/verify/extra', '/view-one.json', '/hi/api/verify', '/assetsx/a.js', '/api/assets/a.js', '/manifest.webmanifest', '/sw.js'];
    for (const address of [...staff, ...api, ...upload, ...tricks]) {
      expect(kept(`${origin}${address}`), address).toBe(false);
      expect(kept(`${origin}/hi${address}`), `/hi${address}`).toBe(false);
    }
  });

  it('answers only GET requests from its caches, and keeps pages in a bounded cache of their own', () => {
    for (const rule of RUNTIME_CACHING) expect(rule.method ?? 'GET').toBe('GET');
    const pages = RUNTIME_CACHING.find((rule) => rule.handler === 'NetworkFirst');
    expect(pages?.handler).toBe('NetworkFirst');
    expect(pages?.options?.cacheName).toBe(WEB_APP.caches.pages);
    expect(pages?.options?.expiration?.maxEntries).toBeGreaterThan(0);
  });

  it('never keeps another site’s addresses', () => {
    for (const address of ['https://tracker.example/?id=worker-123', 'https://cdn.example/assets/a.js', 'https://evil.example/.well-known/visadesk-keys.json']) {
      expect(kept(address), address).toBe(false);
    }
  });
});

describe('keeping a page after the fact', () => {
  it('keeps the page by its path alone, and only its own build files: never its query, an API answer, a document or another site', async () => {
    const added: Record<string, string[]> = {};
    vi.stubGlobal('caches', {
      open: async (name: string) => ({
        add: async (address: string) => void (added[name] = [...(added[name] ?? []), address]),
        addAll: async (addresses: string[]) => void (added[name] = [...(added[name] ?? []), ...addresses]),
      }),
    });
    const location = new URL('https://visas.example/hi/view-one?passport=PA1234567&dob=1990-01-01#copy') as unknown as Location;
    const entries = ['/assets/view-one-abc.js', '/api/applications/enquiry?search=PA1234567', '/api/files/photo.jpg?sig=x', 'https://cdn.example/assets/x.js', '/icons/icon-192.png', '/uploads/passport.pdf']
      .map((name) => ({ name: new URL(name, 'https://visas.example').href }) as PerformanceEntry);
    expect(await keepPageOffline(location, entries)).toBe(true);
    expect(added).toEqual({ [WEB_APP.caches.pages]: ['/hi/view-one'], [WEB_APP.caches.assets]: ['/assets/view-one-abc.js', '/icons/icon-192.png'] });
  });
});

describe('the copy kept on the phone', () => {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', new IDBFactory());
  });

  /** What keepCopy reads of a copy: its statement; the rest is kept whole, encrypted. */
  const applicantCopy = (proof: string) => ({ proof, passport: 'PA1234567', surname: 'Sharma', givenN: 'Anita', dob: '1992-04-17' }) as unknown as ApplicantCopy;

  async function records(store: string): Promise<unknown[]> {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('visadesk-kept');
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    const all = await new Promise<unknown[]>((resolve) => {
      const request = database.transaction(store).objectStore(store).getAll();
      request.onsuccess = () => resolve(request.result);
    });
    database.close();
    return all;
  }

  it('is encrypted under a key that cannot be exported, and a copy altered in storage is dropped, not shown', async () => {
    const when = Date.now();
    const copy = applicantCopy(signed(claims({ sub: 'kept-1' })));
    await keepCopy(copy, null, when);
    const [key] = (await records('keys')) as CryptoKey[];
    expect(key?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key as CryptoKey)).rejects.toThrow();
    await expect(crypto.subtle.exportKey('jwk', key as CryptoKey)).rejects.toThrow();

    const [stored] = (await records('copies')) as { id: string; expiresAt: number; iv: Uint8Array; data: ArrayBuffer }[];
    expect(Object.keys(stored ?? {}).sort()).toEqual(['data', 'expiresAt', 'id', 'iv']);
    expect(stored?.id).not.toContain('kept-1');
    const bytes = new Uint8Array(stored?.data as ArrayBuffer);
    bytes[5] = (bytes[5] as number) ^ 0xff;
    const database = await new Promise<IDBDatabase>((resolve) => {
      const opening = indexedDB.open('visadesk-kept');
      opening.onsuccess = () => resolve(opening.result);
    });
    await new Promise((resolve) => {
      const put = database.transaction('copies', 'readwrite').objectStore('copies').put({ ...stored, data: bytes.buffer });
      put.onsuccess = resolve;
    });
    database.close();
    expect(await keptCopies(when)).toEqual([]);
    expect(await records('copies')).toEqual([]);
  });

  it('is forgotten when its statement expires, before the 30 days', async () => {
    const when = Date.now();
    const exp = Math.floor(when / 1000) + 2 * DAY;
    await keepCopy(applicantCopy(signed(claims({ sub: 'kept-2', exp }))), null, when);
    expect(await keptCopies(exp * 1000 - 1)).toHaveLength(1);
    expect(await keptCopies(exp * 1000)).toEqual([]);
    expect(await records('copies')).toEqual([]);
  });
});
