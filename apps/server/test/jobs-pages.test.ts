import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  dateInWords,
  DEFAULT_SETTINGS,
  DEMAND_MESSAGES,
  directionOf,
  formatMoney,
  HOME_VACANCIES_MARKERS,
  JOBS_PAGE_SHELLS,
  JOBS_PAGE_SLOTS,
  LANGUAGE_CODES,
  localisedPath,
  PAGE_SLOTS,
  PUBLIC_SETTINGS_ELEMENT_ID,
  type CallbackList,
  type Demand,
  type DemandInput,
  type JobsPageShell,
} from '@visadesk/contract';
import { JOB_WORDS } from '../src/demands/public-words.ts';
import { buildTestApp, rateLimitsWith, testConfig, type TestContext } from './helpers.ts';

/**
 * The public vacancies (ADR 052): `/jobs` and `/jobs/<id>` in each language, the home page's
 * vacancies, the sitemap and robots.txt, and "Call me back" posted as a plain form. On the embedded
 * PostgreSQL, and on TEST_DATABASE_URL's server when it is set. The pages are the web build's
 * shells, written here in the form apps/web/src/ssr/document.tsx gives them (its own tests check
 * that form), so no build is needed.
 */

const ORIGIN = 'https://visas.example';

/** A vacancies page's shell as the build writes it: its slots in the head, its language links, the content in `<main>`. */
function jobsShell({ language, path: shellPath, kind }: JobsPageShell): string {
  const english = JOBS_PAGE_SHELLS.find((shell) => shell.kind === kind && shell.language === 'en')?.path ?? '';
  const versions = LANGUAGE_CODES.map((code) => `<link rel="alternate" hrefLang="${code}" href="${PAGE_SLOTS.siteOrigin}${localisedPath(english, code)}"/>`).join('');
  return (
    `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charSet="UTF-8"/><title>${JOBS_PAGE_SLOTS.title}</title>` +
    `<meta name="description" content="${JOBS_PAGE_SLOTS.description}"/><link rel="canonical" href="${PAGE_SLOTS.siteOrigin}${shellPath}"/>${versions}` +
    `<link rel="alternate" hrefLang="x-default" href="${PAGE_SLOTS.siteOrigin}${english}"/><meta property="og:url" content="${PAGE_SLOTS.siteOrigin}${shellPath}"/>` +
    `<script type="application/json" id="${PUBLIC_SETTINGS_ELEMENT_ID}">${PAGE_SLOTS.publicSettings}</script></head>` +
    `<body><div id="root"><nav><a href="${localisedPath(english, 'hi')}" hrefLang="hi">हिन्दी</a></nav><main>${JOBS_PAGE_SLOTS.content}</main>` +
    `<footer>${PAGE_SLOTS.consultancyName}</footer></div></body></html>`
  );
}

/** The home page with its vacancies region as the build leaves it: the job visa's section between the markers. */
const HOME = `<!doctype html><html lang="en"><head><title>Home</title></head><body><main><h1>${PAGE_SLOTS.consultancyName}</h1>` +
  `${HOME_VACANCIES_MARKERS.begin}<section><h2>Job visa</h2></section>${HOME_VACANCIES_MARKERS.end}<p>after</p></main></body></html>`;

function writeBuild(webDist: string): void {
  mkdirSync(path.join(webDist, 'prerendered', 'hi'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="en"><title>VisaDesk</title><div id="root"></div></html>');
  writeFileSync(path.join(webDist, 'prerendered', 'home.html'), HOME);
  writeFileSync(path.join(webDist, 'prerendered', 'hi', 'home.html'), HOME.replace('lang="en"', 'lang="hi"'));
  for (const shell of JOBS_PAGE_SHELLS) {
    mkdirSync(path.dirname(path.join(webDist, 'prerendered', shell.file)), { recursive: true });
    writeFileSync(path.join(webDist, 'prerendered', shell.file), jobsShell(shell));
  }
}

const qatar = (overrides: Partial<DemandInput> = {}): DemandInput => ({
  employer: { name: 'Al Noor Steel WLL', country: 'QA', city: 'Doha' },
  positions: [
    { title: 'Welder', quota: 12, salary: { amount: 140_000, currency: 'QAR' }, hours: '8 hours, 6 days', food: 'yes', accommodation: 'yes', ticket: 'One way paid', contractYears: 2, skills: '6G welding' },
    { title: 'वेल्डर सहायक', quota: 10, salary: { amount: 110_000, currency: 'QAR' }, food: 'no', contractYears: 2 },
  ],
  approvalNo: 'DoFE-2026-4471',
  approvalDate: '2026-11-02',
  interview: { date: '2026-12-10', place: 'Kathmandu office' },
  closes: '2099-12-31',
  state: 'open',
  ...overrides,
});
const dubai = (): DemandInput => ({
  ...qatar(),
  employer: { name: 'Gulf Kitchens LLC', country: 'AE', city: 'Dubai' },
  positions: [{ title: 'Cook', quota: 4, salary: { amount: 250_000, currency: 'AED' }, contractYears: 2 }],
  approvalNo: '',
  approvalDate: '',
});

/** The JobPosting blocks of a page, read as a search engine reads them. */
const postingsOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);

describe('the public vacancies', () => {
  let t: TestContext;
  let staff: { authorization: string };
  let open: Demand;
  let other: Demand;
  beforeAll(async () => {
    const webDist = path.join(testConfig().dataDir, 'dist');
    writeBuild(webDist);
    t = await buildTestApp({ webDist, publicUrl: ORIGIN, timeZone: 'UTC', rateLimits: rateLimitsWith({ callbackPerPhone: 3, callbackPerAddress: 10 }) });
    staff = (await t.loginAs('admin')).headers;
    const owner = (await t.loginAs('superadmin')).headers;
    const settings = { ...DEFAULT_SETTINGS, phone: '+977 1-4435566/67, 9851012345', address: 'Putalisadak, Kathmandu' };
    expect((await t.app.inject({ method: 'PUT', url: API.settings, headers: owner, payload: settings })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const add = async (input: DemandInput) => {
    const res = await t.app.inject({ method: 'POST', url: API.demands.add, headers: staff, payload: input });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Demand;
  };
  const post = (url: string, form: Record<string, string>, ip = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url, remoteAddress: ip, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });

  it('keeps the home page’s own section while no demand is published', async () => {
    await add({ ...qatar(), state: 'draft' });
    const home = await t.app.inject('/');
    expect(home.body).toContain('<section><h2>Job visa</h2></section><p>after</p>');
    expect(home.body).not.toContain('VACANCIES');
    expect((await t.app.inject('/jobs')).body).toContain(JOB_WORDS.en.none);
  });

  it('lists every open position on /hi/jobs in Hindi, values isolated, with its address and versions', async () => {
    open = await add(qatar());
    other = await add(dubai());
    const res = await t.app.inject('/hi/jobs');
    expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'no-cache']);
    const hi = JOB_WORDS.hi;
    expect(res.body).toContain(`<title>${hi.jobs} | `);
    expect(res.body).toContain(`<h1 class="h2">${hi.jobs}</h1>`);
    expect(hi.jobs).toContain('नौकरियाँ');
    expect(res.body).toContain('<html lang="hi" dir="ltr">');
    // Titles as the agency wrote them, reading their own way; the amount left to right, in Hindi's form.
    expect(res.body).toContain(`<a href="/hi/jobs/${open._id}#position-${open.positions[1]?._id}"><bdi dir="auto">वेल्डर सहायक</bdi></a>`);
    expect(res.body).toContain(`${hi.salary}: <strong><bdi dir="ltr">${formatMoney(140_000, 'QAR', 'hi')}</bdi></strong>`);
    expect(res.body).toContain('क़तर');
    // Newest demand first: the cook of Dubai before the welders of Qatar.
    expect(res.body.indexOf('Cook')).toBeLessThan(res.body.indexOf('Welder'));
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/hi/jobs"/>`);
    expect(res.body).toContain(`hrefLang="ur" href="${ORIGIN}/ur/jobs"`);
    expect(res.body).toContain(`hrefLang="x-default" href="${ORIGIN}/jobs"`);
    // The destination filter, a plain form with the countries that have jobs.
    expect(res.body).toContain('<form method="get" action="/hi/jobs"');
    expect(res.body).toContain('<option value="QA">क़तर</option>');
  });

  it('filters /jobs by destination country', async () => {
    const qa = (await t.app.inject('/jobs?country=QA')).body;
    expect(qa).toContain('Welder');
    expect(qa).not.toContain('Cook');
    expect(qa).toContain('<option value="QA" selected>Qatar</option>');
    const ae = (await t.app.inject('/jobs?country=ae')).body;
    expect([ae.includes('Cook'), ae.includes('Welder')]).toEqual([true, false]);
    expect((await t.app.inject('/jobs?country=NP')).body).toContain(JOB_WORDS.en.noneHere);
  });

  it('shows one demand on /ur/jobs/<id> right to left, in Urdu, with its JobPosting data', async () => {
    const res = await t.app.inject(`/ur/jobs/${open._id}`);
    expect(res.statusCode).toBe(200);
    const ur = JOB_WORDS.ur;
    expect(res.body).toContain('<html lang="ur" dir="rtl">');
    for (const word of [ur.salary, ur.positions, ur.apply, ur.callMeBack, ur.checkApproval, 'قطر']) expect(res.body).toContain(word);
    // What the agency wrote reads its own way; the pre-approval number and amounts left to right.
    expect(res.body).toContain('<bdi dir="auto">Al Noor Steel WLL</bdi>');
    expect(res.body).toContain('<bdi dir="auto">One way paid</bdi>');
    expect(res.body).toContain(`${ur.approvalNo} <bdi dir="ltr">DoFE-2026-4471</bdi>`);
    expect(res.body).toContain(`<bdi dir="ltr">${formatMoney(110_000, 'QAR', 'ur')}</bdi>`);
    expect(res.body).toMatch(new RegExp(`${ur.food}</dt><dd class="col-sm-7">${ur.yes}<`));
    // Dates in the page's words and direction, each value of the interview and the pre-approval on its own line.
    expect(res.body).toContain(`${dateInWords('ur', '2026-12-10')}<br><bdi dir="auto">Kathmandu office</bdi>`);
    expect(res.body).toContain(`<br>${ur.approvalDate} ${dateInWords('ur', '2026-11-02')}`);
    // Address, language versions and title carry the demand's id.
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/ur/jobs/${open._id}"/>`);
    expect(res.body).toContain(`hrefLang="hi" href="${ORIGIN}/hi/jobs/${open._id}"`);
    expect(res.body).toContain(`<a href="/hi/jobs/${open._id}" hrefLang="hi">`);
    expect(res.body).toContain('<title>Welder, वेल्डर सहायक · قطر | ');
    const postings = postingsOf(res.body);
    expect(postings).toHaveLength(2);
    expect(postings[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Welder',
      datePosted: open.createdAt.slice(0, 10),
      validThrough: '2099-12-31T23:59:59',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Al Noor Steel WLL' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Doha', addressCountry: 'QA' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'QAR', value: { '@type': 'QuantitativeValue', value: 1400, unitText: 'MONTH' } },
      directApply: false,
      url: `${ORIGIN}/ur/jobs/${open._id}`,
    });
    expect(postings[0]?.identifier).toMatchObject({ value: `${open._id}-${open.positions[0]?._id}` });
    expect(String(postings[0]?.description)).toContain(ur.contract);
  });

  it('says how to apply: the agency’s phones to dial, WhatsApp for a number with its country code, and the office', async () => {
    const body = (await t.app.inject(`/ur/jobs/${open._id}`)).body;
    expect(body).toContain('<bdi dir="ltr"><a href="tel:+97714435566">+977 1-4435566</a></bdi>, <bdi dir="ltr"><a href="tel:+97714435567">67</a></bdi>');
    expect(body).toContain(`<a href="https://wa.me/97714435566" rel="noopener noreferrer">WhatsApp <bdi dir="ltr">+977 1-4435566</bdi></a>`);
    expect(body).toContain(`${JOB_WORDS.ur.address}: <bdi dir="auto">Putalisadak, Kathmandu</bdi>`);
    expect(body).toContain('autocomplete="tel" inputmode="tel"');
    expect(body).toContain(`<form method="post" action="/ur/jobs/${open._id}#callback" novalidate>`);
  });

  it('puts the open positions in the home page’s region, newest first, with the way to all jobs', async () => {
    const home = await t.app.inject('/hi/');
    expect(home.body).not.toContain('Job visa');
    expect(home.body).toContain(`<h2 id="vacancies-heading" class="h3">${JOB_WORDS.hi.homeHeading}</h2>`);
    expect(home.body).toContain(`<a class="btn btn-light" href="/hi/jobs">${JOB_WORDS.hi.seeAll}</a>`);
    expect(home.body.indexOf('Cook')).toBeLessThan(home.body.indexOf('Welder'));
    expect(home.body).toContain(JOB_WORDS.hi.perMonth(`<bdi dir="ltr">${formatMoney(250_000, 'AED', 'hi')}</bdi>`));
    expect(home.body).toContain('<p>after</p>');
  });

  it('lists /jobs and each published demand in the sitemap with its versions, and keeps the desk from crawlers', async () => {
    const sitemap = (await t.app.inject('/sitemap.xml')).body;
    for (const language of LANGUAGE_CODES) {
      expect(sitemap).toContain(`<loc>${ORIGIN}${localisedPath('/jobs', language)}</loc>`);
      expect(sitemap).toContain(`<loc>${ORIGIN}${localisedPath(`/jobs/${open._id}`, language)}</loc>`);
    }
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="bn" href="${ORIGIN}/bn/jobs/${other._id}"/>`);
    const robots = (await t.app.inject('/robots.txt')).body;
    expect(robots).toContain('Disallow: /demands\n');
    expect(robots).toContain('Disallow: /callbacks\n');
  });

  it('takes a call-back by a plain form: 303 to the page with thanks, the request on the desk', async () => {
    const res = await post(`/hi/jobs/${open._id}`, { name: 'Ram Bahadur', phone: '+९७७ ९८४१२३४५६७', position: open.positions[1]?._id ?? '' });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`/hi/jobs/${open._id}?sent=1#callback`);
    const thanks = await t.app.inject(`/hi/jobs/${open._id}?sent=1`);
    expect(thanks.body).toContain(`role="status">${JOB_WORDS.hi.messages.callbackSent}</div>`);
    expect(thanks.headers['cache-control']).toBe('no-store');
    const list = (await t.app.inject({ url: `${API.demands.enquiries}?demand=${open._id}`, headers: staff })).json() as CallbackList;
    expect(list.enquiries).toEqual([expect.objectContaining({ name: 'Ram Bahadur', phone: '+9779841234567', position: open.positions[1]?._id, language: 'hi' })]);
    // Never shown publicly.
    expect((await t.app.inject(`/hi/jobs/${open._id}`)).body).not.toContain('Ram Bahadur');
  });

  it('shows a refused phone at its field in the page’s language, the name kept (400)', async () => {
    const res = await post(`/bn/jobs/${open._id}`, { name: 'Karim <b>Uddin</b>', phone: '12', position: open.positions[0]?._id ?? '' });
    expect([res.statusCode, res.headers['cache-control']]).toEqual([400, 'no-store']);
    expect(res.body).toContain(`<div class="invalid-feedback" id="callback-phone-error">${JOB_WORDS.bn.messages.callbackPhone}</div>`);
    expect(res.body).toContain('aria-describedby="callback-phone-error"');
    expect(res.body).toContain('value="Karim &lt;b&gt;Uddin&lt;/b&gt;"');
    expect(res.body).toContain(`id="callback-position-${open.positions[0]?._id}" value="${open.positions[0]?._id}" checked`);
    const none = await post(`/jobs/${open._id}`, { name: 'Karim', phone: '01712345678' });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain(`id="callback-position-error">${DEMAND_MESSAGES.callbackPosition}</div>`);
  });

  it('refuses a fourth request for one phone with the too-many message and Retry-After (429)', async () => {
    const form = { name: 'Sita', phone: '9812345670', position: other.positions[0]?._id ?? '' };
    for (let i = 0; i < 3; i += 1) expect((await post(`/ne/jobs/${other._id}`, form, `198.51.100.${i}`)).statusCode).toBe(303);
    const refused = await post(`/ne/jobs/${other._id}`, form, '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain(`role="alert">${JOB_WORDS.ne.messages.callbackTooMany}</div>`);
    expect(refused.body).toContain('value="Sita"');
  });

  it('answers 410 once a demand is closed or past its closing day, 404 for none, and drops it from the lists', async () => {
    const closing = await add(qatar({ employer: { name: 'Closing Soon Co', country: 'QA', city: '' } }));
    expect((await t.app.inject('/jobs')).body).toContain('Closing Soon Co');
    await t.app.inject({ method: 'PUT', url: API.demands.update(closing._id), headers: staff, payload: { state: 'closed' } });
    const gone = await t.app.inject(`/ur/jobs/${closing._id}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain(`<h1 class="h2">${JOB_WORDS.ur.gone}</h1>`);
    expect(gone.body).toContain(`href="/ur/jobs">${JOB_WORDS.ur.allJobs}</a>`);
    expect(gone.body).not.toContain('application/ld+json');
    expect((await t.app.inject('/jobs')).body).not.toContain('Closing Soon Co');
    expect((await t.app.inject('/sitemap.xml')).body).not.toContain(closing._id);
    const posted = await post(`/jobs/${closing._id}`, { name: 'Late', phone: '9812345671', position: closing.positions[0]?._id ?? '' });
    expect([posted.statusCode, posted.headers['cache-control']]).toEqual([410, 'no-store']);

    const past = await add(qatar({ employer: { name: 'Past Date Co', country: 'QA', city: '' }, closes: '2020-01-01' }));
    expect((await t.app.inject(`/hi/jobs/${past._id}`)).statusCode).toBe(410);
    expect((await t.app.inject('/hi/jobs')).body).not.toContain('Past Date Co');

    const unknown = await t.app.inject('/hi/jobs/ffffffffffffffffffffffff');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(JOB_WORDS.hi.notFound);
    expect((await t.app.inject('/jobs/not-an-id')).statusCode).toBe(404);
  });

  it('reads urlencoded bodies on these pages alone', async () => {
    const login = await t.app.inject({ method: 'POST', url: API.users.login, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a%40b.c&password=x' });
    expect(login.statusCode).toBe(415);
    // Not the app's: only the vacancies pages' own plugin reads such bodies.
    expect(t.app.hasContentTypeParser('application/x-www-form-urlencoded')).toBe(false);
  });
});

describe('the public vacancies without PUBLIC_URL (ADR 041)', () => {
  let t: TestContext;
  beforeAll(async () => {
    const webDist = path.join(testConfig().dataDir, 'dist');
    writeBuild(webDist);
    t = await buildTestApp({ webDist, publicUrl: undefined });
  });
  afterAll(() => t.close());

  it('names no address from a stranger’s Host header: no canonical, no og:url, no url in the JobPosting data, paths elsewhere', async () => {
    const staff = (await t.loginAs('admin')).headers;
    const demand = (await t.app.inject({ method: 'POST', url: API.demands.add, headers: staff, payload: qatar() })).json() as Demand;
    const res = await t.app.inject({ url: `/hi/jobs/${demand._id}`, headers: { host: 'evil.test', 'x-forwarded-host': 'evil.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.test');
    expect(res.body).not.toMatch(/rel="canonical"|property="og:url"/);
    expect(res.body).toContain(`hrefLang="ur" href="/ur/jobs/${demand._id}"`);
    const [posting] = postingsOf(res.body);
    expect(posting?.title).toBe('Welder');
    expect(posting).not.toHaveProperty('url');
    expect((await t.app.inject('/sitemap.xml')).statusCode).toBe(404);
  });
});
