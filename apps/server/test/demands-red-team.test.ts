import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  DEFAULT_SETTINGS,
  HOME_VACANCIES_MARKERS,
  JOBS_PAGE_SHELLS,
  JOBS_PAGE_SLOTS,
  PAGE_SLOTS,
  PUBLIC_SETTINGS_ELEMENT_ID,
  type Demand,
  type DemandInput,
  type JobsPageShell,
} from '@visadesk/contract';
import { buildTestApp, rateLimitsWith, testConfig, type TestContext } from './helpers.ts';

/**
 * Red-team checks of the public vacancies (ADR 052): hostile values written by staff or posted by
 * anyone stay inert in the server-rendered pages, the JSON-LD, the slots and the redirect; the
 * form's body is bounded; nothing unpublished leaks. On the embedded PostgreSQL, and on
 * TEST_DATABASE_URL's server when it is set.
 */

const ORIGIN = 'https://visas.example';
const EVIL = `"'><script>alert(1)</script><!-- %CONSULTANCY_NAME% $& $'`;

function jobsShell({ language, path: shellPath }: JobsPageShell): string {
  return (
    `<!doctype html><html lang="${language}"><head><title>${JOBS_PAGE_SLOTS.title}</title>` +
    `<meta name="description" content="${JOBS_PAGE_SLOTS.description}"/><link rel="canonical" href="${PAGE_SLOTS.siteOrigin}${shellPath}"/>` +
    `<script type="application/json" id="${PUBLIC_SETTINGS_ELEMENT_ID}">${PAGE_SLOTS.publicSettings}</script></head>` +
    `<body><main>${JOBS_PAGE_SLOTS.content}</main><footer>${PAGE_SLOTS.consultancyName}</footer></body></html>`
  );
}
const HOME = `<!doctype html><html lang="en"><head><title>Home</title></head><body><main><h1>${PAGE_SLOTS.consultancyName}</h1>` +
  `${HOME_VACANCIES_MARKERS.begin}<section><h2>Job visa</h2></section>${HOME_VACANCIES_MARKERS.end}<p>after</p></main></body></html>`;

function writeBuild(webDist: string): void {
  mkdirSync(path.join(webDist, 'prerendered'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="en"><title>VisaDesk</title><div id="root"></div></html>');
  writeFileSync(path.join(webDist, 'prerendered', 'home.html'), HOME);
  for (const shell of JOBS_PAGE_SHELLS) {
    mkdirSync(path.dirname(path.join(webDist, 'prerendered', shell.file)), { recursive: true });
    writeFileSync(path.join(webDist, 'prerendered', shell.file), jobsShell(shell));
  }
}

const hostile = (overrides: Partial<DemandInput> = {}): DemandInput => ({
  employer: { name: `Employer ${EVIL}`, country: 'QA', city: `City ${EVIL}` },
  positions: [
    { title: `Welder ${EVIL}`, quota: 2, salary: { amount: 140_000, currency: 'QAR' }, hours: EVIL, food: EVIL, accommodation: 'yes', ticket: 'no', contractYears: 2, skills: `S ${EVIL}` },
    { title: `Cook ${EVIL}`, quota: 1, salary: { amount: 100_000, currency: 'QAR' }, food: 'no', contractYears: 2 },
  ],
  approvalNo: `A-${EVIL}`.slice(0, 40),
  approvalDate: '2026-11-02',
  interview: { date: '2026-12-10', place: `P ${EVIL}` },
  closes: '2099-12-31',
  state: 'open',
  ...overrides,
});

/** No markup a value could have brought in: only the shell's and the pages' own tags, and no slot left or re-read. */
function expectInert(html: string): void {
  expect(html).not.toContain('<script>alert');
  expect(html).not.toContain('<!-- %');
  // Every <script> element is one the page writes: the settings block or a JSON-LD block, each whole JSON.
  for (const [, type, body] of html.matchAll(/<script type="([^"]+)"[^>]*>([\s\S]*?)<\/script>/g)) {
    expect(['application/json', 'application/ld+json']).toContain(type);
    expect(() => JSON.parse(body ?? '')).not.toThrow();
  }
  expect(html.match(/<script/g)?.length).toBe(html.match(/<\/script>/g)?.length);
}

describe('the public vacancies, red-teamed', () => {
  let t: TestContext;
  let staff: { authorization: string };
  let demand: Demand;
  beforeAll(async () => {
    const webDist = path.join(testConfig().dataDir, 'dist');
    writeBuild(webDist);
    t = await buildTestApp({ webDist, publicUrl: ORIGIN, timeZone: 'UTC', rateLimits: rateLimitsWith({ callbackPerPhone: 3, callbackPerAddress: 50 }) });
    staff = (await t.loginAs('admin')).headers;
    const owner = (await t.loginAs('superadmin')).headers;
    const settings = { ...DEFAULT_SETTINGS, consultancyName: `Agency ${EVIL}`.slice(0, 80), phone: '+977 1-4435566', address: `Addr ${EVIL}` };
    const saved = await t.app.inject({ method: 'PUT', url: API.settings, headers: owner, payload: settings });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: API.demands.add, headers: staff, payload: hostile() });
    expect(res.statusCode, res.body).toBe(201);
    demand = res.json() as Demand;
  });
  afterAll(() => t.close());

  const post = (url: string, body: string, ip = '203.0.113.9') =>
    t.app.inject({ method: 'POST', url, remoteAddress: ip, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });

  it('keeps hostile values inert on the list, the demand page, the home page and in the JSON-LD', async () => {
    for (const url of ['/jobs', '/ur/jobs', `/jobs/${demand._id}`, `/hi/jobs/${demand._id}`, '/', `/jobs?country=${encodeURIComponent(EVIL)}`, `/jobs/${demand._id}?sent=${encodeURIComponent(EVIL)}`]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expectInert(res.body);
      // The slot text in a value is shown as written, never filled in again.
      if (url !== '/' && !url.includes('country')) expect(res.body, url).toContain("%CONSULTANCY_NAME% $&amp; $'");
    }
  });

  it('echoes the posted values inert, never stored by a cache', async () => {
    const res = await post(`/jobs/${demand._id}`, new URLSearchParams({ name: EVIL, phone: EVIL, position: EVIL }).toString());
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expectInert(res.body);
  });

  it('redirects to its own page only', async () => {
    const position = demand.positions[0]?._id ?? '';
    const res = await post(`/jobs/${demand._id}`, new URLSearchParams({ name: 'Ram', phone: '9841000001', position }).toString());
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/jobs/${demand._id}?sent=1#callback`);
  });

  it('bounds the urlencoded body', async () => {
    const res = await post(`/jobs/${demand._id}`, `name=${'a'.repeat(100_000)}&phone=9841000002`);
    expect(res.statusCode).toBe(413);
  });

  it('counts one phone together whether its country code follows + or 00', async () => {
    const position = demand.positions[0]?._id ?? '';
    const send = (phone: string, i: number) => post(`/jobs/${demand._id}`, new URLSearchParams({ name: 'Ram', phone, position }).toString(), `198.51.100.${i}`);
    // The limit is 3 a phone: three with +, then the same number with the international 00 prefix and bare.
    for (const i of [1, 2, 3]) expect((await send('+977 984-100-0003', i)).statusCode).toBe(303);
    expect((await send('009779841000003', 4)).statusCode).toBe(429);
    expect((await send('9779841000003', 5)).statusCode).toBe(429);
  });

  it('keeps drafts and closed demands out of the sitemap, the list, the home page and the public call-back', async () => {
    const draft = (await t.app.inject({ method: 'POST', url: API.demands.add, headers: staff, payload: { ...hostile(), employer: { name: 'Secret Draft Co', country: 'AE', city: '' }, state: 'draft' } })).json() as Demand;
    for (const url of ['/jobs', '/', '/sitemap.xml']) {
      const res = await t.app.inject(url);
      expect(res.body, url).not.toContain('Secret Draft Co');
      expect(res.body, url).not.toContain(draft._id);
    }
    const page = await t.app.inject(`/jobs/${draft._id}`);
    expect(page.statusCode).toBe(410);
    expect(page.body).not.toContain('Secret Draft Co');
    const json = await t.app.inject({ method: 'POST', url: API.demands.callback(draft._id), payload: { name: 'Ram', phone: '9841000009', position: draft.positions[0]?._id } });
    expect(json.statusCode).toBe(410);
  });
  it('takes no part of a demand the contract does not name, and exports formulas inert', async () => {
    const payload = { ...hostile({ employer: { name: '=HYPERLINK("https://evil.test","x")', country: 'AE', city: '+cmd' } }), _id: '0123456789abcdef01234567', createdAt: '2000-01-01T00:00:00.000Z', linked: { x: 1 }, enquiries: 99 };
    const res = await t.app.inject({ method: 'POST', url: API.demands.add, headers: staff, payload });
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json() as Demand & { createdAt: string; enquiries: number };
    expect(added._id).not.toBe('0123456789abcdef01234567');
    expect(added.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    expect(added.enquiries).toBe(0);
    const csv = await t.app.inject({ url: API.demands.export, headers: staff });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toMatch(/(^|[,\n])"?=HYPERLINK/);
    expect(csv.body).not.toMatch(/(^|[,\n])"?\+cmd/);
  });

  it('counts the connection’s address, not a forwarded one, with TRUST_PROXY off', async () => {
    const position = demand.positions[0]?._id ?? '';
    const codes: number[] = [];
    for (let i = 0; i < 51; i += 1) {
      const res = await t.app.inject({
        method: 'POST', url: `/jobs/${demand._id}`, remoteAddress: '192.0.2.77',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.0.${i}.1`, 'x-real-ip': `10.1.${i}.1` },
        payload: new URLSearchParams({ name: 'Ram', phone: `98410${String(i).padStart(5, '0')}`, position }).toString(),
      });
      codes.push(res.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });
});
