// The footprint soak: mixed desk and public traffic through the real server's HTTP API only, so it
// works whatever database the server runs on. Requests come from random 10.x.y.z addresses behind
// a proxy on this machine (the server runs with TRUST_PROXY=true), as many clients would.
import type autocannon from 'autocannon';
import { applicantFields, sampleImage } from '../../apps/server/src/seed/factories.ts';
import { count5xx, run } from './harness.ts';
import { multipart, pdfOfSize } from './multipart.ts';

export interface SoakResult {
  requests: number;
  perSecond: number;
  non2xx: number;
  fiveXx: number;
  errors: number;
  p99: number;
  codes: string;
}

interface Applicant {
  _id: string;
  passport: string;
  currentN: string;
  dob: string;
  surname: string;
}

const below = (n: number) => Math.floor(Math.random() * n);
const client = () => ({ 'x-forwarded-for': `10.${below(256)}.${below(256)}.${1 + below(254)}` });

async function call(base: string, path: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(`${base}${path}`, { ...init, headers: { ...client(), ...(init.headers as Record<string, string>) } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return res;
}

export async function login(base: string, account: { email: string; password: string }): Promise<string> {
  const res = await call(base, '/api/users/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  return ((await res.json()) as { token: string }).token;
}

type Page = { applications: Applicant[]; totalPages: number };
const listPage = async (base: string, token: string, page: number) =>
  (await (await call(base, `/api/application/fetchApplication?page=${page}&limit=100`, { headers: { authorization: token } })).json()) as Page;

/**
 * Up to 500 applicants from pages spread over the whole list, for the soak to read and write. A
 * database with fewer than 20 gets 20 added through the API first, so an empty one has targets too.
 */
async function targets(base: string, token: string): Promise<{ applicants: Applicant[]; pages: number; added: number }> {
  let first = await listPage(base, token, 1);
  let added = 0;
  if (first.applications.length < 20) {
    const photo = await sampleImage('jpeg', 256);
    for (; first.applications.length + added < 20; added++) {
      const form = multipart(applicantFields(), { image: { data: photo, name: 'photo.jpg', type: 'image/jpeg' } });
      await call(base, '/api/application/addApplication', { method: 'POST', headers: { authorization: token, 'content-type': form.contentType }, body: form.body });
    }
    first = await listPage(base, token, 1);
  }
  const pages = [...new Set(Array.from({ length: 4 }, () => 1 + below(first.totalPages)))];
  const more = await Promise.all(pages.map((page) => listPage(base, token, page)));
  const applicants = [...first.applications, ...more.flatMap((p) => p.applications)];
  return { applicants, pages: first.totalPages * 10, added };
}

/** The desk's and the public's requests; `token` is read at each request, so a renewed one is used. */
function requestMix(applicants: Applicant[], pages: number, homePage: boolean, token: () => string): autocannon.Request[] {
  const someone = () => applicants[below(applicants.length)] as Applicant;
  const document = pdfOfSize(32 * 1024);
  const staff = (request: autocannon.Request, path: string, extra: Record<string, string> = {}) =>
    ({ ...request, path, headers: { ...client(), authorization: token(), ...extra } });
  const open = (request: autocannon.Request, path: string) => ({ ...request, path, headers: client() });
  const statuses = ['Pending', 'Approve', 'Reject'];
  let failures = 0;

  return [
    { method: 'GET', setupRequest: (r) => staff(r, `/api/application/fetchApplication?page=${1 + below(Math.min(100, pages))}&limit=10`) },
    {
      method: 'GET',
      setupRequest: (r) => {
        const a = someone();
        const term = Math.random() < 0.5 ? a.passport : a.surname;
        return staff(r, `/api/application/fetchApplication?page=1&limit=10&search=${encodeURIComponent(term)}`);
      },
    },
    { method: 'GET', setupRequest: (r) => staff(r, `/api/application/fetchApplication/${someone()._id}`) },
    {
      method: 'GET',
      setupRequest: (r) => {
        const a = someone();
        return open(r, `/api/application/fetchApplicationEnquiry?search=${encodeURIComponent(a.passport)}&search1=${encodeURIComponent(a.currentN)}&search2=${a.dob}`);
      },
    },
    {
      // Failures: an unknown passport (answered with no applications), or a date that is not one (400).
      method: 'GET',
      setupRequest: (r) => {
        failures += 1;
        const date = failures % 2 ? '1990-01-01' : '1990-13-45';
        return open(r, `/api/application/fetchApplicationEnquiry?search=ZZ${below(1e8)}&search1=Nepali&search2=${date}`);
      },
    },
    { method: 'GET', setupRequest: (r) => staff(r, '/api/dashboard') },
    { method: 'GET', setupRequest: (r) => open(r, '/api/slider/fetchSlider') },
    ...(homePage ? [{ method: 'GET', setupRequest: (r: autocannon.Request) => open(r, '/') }] : []),
    { method: 'PUT', setupRequest: (r) => staff(r, `/api/application/updateApplication${statuses[below(3)]}/${someone()._id}`) },
    {
      method: 'PUT',
      setupRequest: (r) => {
        const form = multipart({}, { [`file${1 + below(12)}`]: { data: document, name: 'visa.pdf', type: 'application/pdf' } });
        return { ...staff(r, `/api/application/updateApplicationAdd/${someone()._id}`, { 'content-type': form.contentType }), body: form.body };
      },
    },
  ];
}

/** `seconds` at `connections` of the desk's and the public's requests; counts what was not 2xx. */
export async function soak(base: string, account: { email: string; password: string }, seconds: number, connections: number, homePage: boolean) {
  let token = await login(base, account);
  // Access tokens last 15 minutes: a long soak signs in again, as the desk would.
  const renew = setInterval(() => void login(base, account).then((t) => (token = t)), 10 * 60_000);
  const { applicants, pages, added } = await targets(base, token);
  const requests = requestMix(applicants, pages, homePage, () => token);
  try {
    const result = await run({ url: base, connections, duration: seconds, timeout: 30, requests });
    const codes = Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => `${code}: ${s.count}`).join(', ');
    const outcome: SoakResult = {
      requests: result.requests.total, perSecond: result.requests.average, non2xx: result.non2xx, fiveXx: count5xx(result),
      errors: result.errors, p99: result.latency.p99, codes,
    };
    return { ...outcome, targets: applicants.length, added };
  } finally {
    clearInterval(renew);
  }
}
