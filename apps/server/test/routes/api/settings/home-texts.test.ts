import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  DEFAULT_HOME_TEXTS,
  DEFAULT_SETTINGS,
  HOME_COPY_SLOTS,
  PAGE_SLOTS,
  SETTINGS_MESSAGES,
  type HomeTexts,
} from '@visadesk/contract';
import { buildTestApp, testConfig, type TestContext } from '../../../helpers.ts';

/**
 * A home page as the web build writes it: the hero, the about text, a service, a destination and a
 * process step, each a slot (apps/web/src/entry-server.tsx renders the real one with HOME_COPY_SLOTS).
 */
const s = HOME_COPY_SLOTS;
const HOME_PAGE =
  `<!doctype html><html><head><title>${s.heroHeading.text}</title><meta name="description" content="${s.aboutText.text}" />` +
  `<script type="application/ld+json">${PAGE_SLOTS.structuredData}</script></head><body>` +
  `<p lang="${s.heroEyebrow.lang}">${s.heroEyebrow.text}</p><h1 lang="${s.heroHeading.lang}">${s.heroHeading.text}</h1><p class="lead" lang="${s.heroSubtitle.lang}">${s.heroSubtitle.text}</p>` +
  `<h2>${s.aboutHeading.text}</h2><p>${s.aboutText.text}</p>` +
  `<h2 lang="${s.services[2]?.title.lang}">${s.services[2]?.title.text}</h2><p>${s.services[2]?.text.text}</p>` +
  `<img src="/flags/${s.destinations[0]?.code}.svg"><span>${s.destinations[0]?.name}</span>` +
  `<h3 lang="${s.processSteps[3]?.title.lang}">${s.processSteps[3]?.title.text}</h3><p>${s.processSteps[3]?.text.text}</p><footer>${PAGE_SLOTS.consultancyName}</footer></body></html>`;

const en = (text: string) => ({ en: text });

const GULF: HomeTexts = {
  heroEyebrow: en('Gulf jobs for skilled workers'),
  heroHeading: en('Work in the Gulf with {name}'),
  heroSubtitle: en('Licensed recruitment for Qatar & the Emirates <script>alert(1)</script>'),
  aboutHeading: en('Who we are'),
  aboutText: en('{name} has placed drivers with Gulf employers since 2009. Not a slot: %HOME:heroHeading% $& $1'),
  services: [
    { title: en('DRIVER JOBS'), text: en('Heavy and light vehicle drivers.') },
    { title: en('MEDICAL CHECKS'), text: en('We book your GAMCA medical.') },
    { title: en('TICKETS'), text: en('Your employer pays the flight.') },
  ],
  destinations: ['qa', 'ae', 'sa', 'kw', 'om', 'bh'],
  processSteps: [
    { title: en('Register'), text: en('Bring your passport.') },
    { title: en('Trade test'), text: en('Show your skills.') },
    { title: en('Visa'), text: en('We apply for the work visa.') },
    { title: en('Fly'), text: en('Your employer meets you at the airport.') },
  ],
  team: [],
  testimonials: [],
};

/** The home page's texts are the agency's own, edited in Settings. */
describe("the home page's texts in Settings", () => {
  let t: TestContext;
  let headers: { authorization: string };
  beforeAll(async () => {
    const webDist = path.join(testConfig().dataDir, 'dist');
    mkdirSync(path.join(webDist, 'prerendered'), { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>VisaDesk</title><div id="root"></div>');
    writeFileSync(path.join(webDist, 'prerendered', 'home.html'), HOME_PAGE);
    mkdirSync(path.join(webDist, 'prerendered', 'ne'), { recursive: true });
    writeFileSync(path.join(webDist, 'prerendered', 'ne', 'home.html'), HOME_PAGE);
    mkdirSync(path.join(webDist, 'flags'), { recursive: true });
    writeFileSync(path.join(webDist, 'flags', 'qa.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await buildTestApp({ webDist });
    headers = (await t.loginAs('superadmin')).headers;
  });
  afterAll(() => t.close());

  const put = (payload: object) => t.app.inject({ method: 'PUT', url: API.settings, headers, payload });
  const publicTexts = async () => (await t.app.inject(API.publicSettings)).json().homeTexts;
  const home = async (address = '/') => (await t.app.inject(address)).body;

  it("serves today's copy until the super admin writes their own, with the consultancy's name in", async () => {
    expect(await publicTexts()).toEqual(DEFAULT_HOME_TEXTS);
    const body = await home();
    expect(body).toContain(`<h1 lang="en">${DEFAULT_SETTINGS.consultancyName}: your way to work abroad</h1>`);
    expect(body).toContain('<h2 lang="en">AFTER A REFUSAL</h2>');
    expect(body).toContain('<img src="/flags/ae.svg"><span>United Arab Emirates</span>');
    expect(body).toContain('<h3 lang="en">Decision and travel</h3>');
    expect(body).not.toContain('%HOME:');
    const nepali = await home('/ne/');
    expect(nepali).toContain(`<h1 lang="ne">${DEFAULT_SETTINGS.consultancyName}: विदेशमा काम गर्ने तपाईंको बाटो</h1>`);
    expect(nepali).toContain('<h3 lang="ne">निर्णय र यात्रा</h3>');
  });

  it('fills every text of the page from the saved settings, as text, with the name in', async () => {
    const saved = await put({ ...DEFAULT_SETTINGS, consultancyName: 'Doha Link Manpower', homeTexts: GULF });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().homeTexts).toEqual(GULF);
    expect(await publicTexts()).toEqual(GULF);
    const body = await home();
    expect(body).toContain('<title>Work in the Gulf with Doha Link Manpower</title>');
    expect(body).toContain('<h1 lang="en">Work in the Gulf with Doha Link Manpower</h1>');
    expect(body).toContain('<p lang="en">Gulf jobs for skilled workers</p>');
    expect(body).toContain('Licensed recruitment for Qatar &amp; the Emirates &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).not.toContain('<script>alert(1)');
    // A text that reads like a slot or a replacement pattern is shown as it is written.
    const about = 'Doha Link Manpower has placed drivers with Gulf employers since 2009. Not a slot: %HOME:heroHeading% $&amp; $1';
    expect(body).toContain(`<p>${about}</p>`);
    expect(body).toContain(`<meta name="description" content="${about}" />`);
    expect(body).toContain('<h2 lang="en">TICKETS</h2><p>Your employer pays the flight.</p>');
    expect(body).toContain('<img src="/flags/qa.svg"><span>Qatar</span>');
    expect(body).toContain('<h3 lang="en">Fly</h3><p>Your employer meets you at the airport.</p>');
    expect(body).not.toContain('Canada');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(body)?.[1] ?? '';
    expect(JSON.parse(json).description).toBe(about.replace('&amp;', '&'));
  });

  it("serves a destination's flag at its fixed address, cached for a week", async () => {
    const flag = await t.app.inject('/flags/qa.svg');
    expect(flag.statusCode).toBe(200);
    expect(flag.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(flag.headers['cache-control']).toBe('public, max-age=604800');
  });

  it('keeps the texts when a caller that does not know them saves the settings', async () => {
    const { homeTexts: _left, ...older } = DEFAULT_SETTINGS;
    expect((await put({ ...older, consultancyName: 'Doha Link Manpower' })).statusCode).toBe(200);
    expect(await publicTexts()).toEqual(GULF);
  });

  it.each([
    ['an empty heading', { ...GULF, heroHeading: en('   ') }, SETTINGS_MESSAGES.homeText],
    ['a heading without its English', { ...GULF, heroHeading: { ne: 'खाडीमा काम' } }, SETTINGS_MESSAGES.homeText],
    ['a text over 600 characters', { ...GULF, aboutText: en('x'.repeat(601)) }, SETTINGS_MESSAGES.homeText],
    ['a Nepali text over 600 characters', { ...GULF, aboutText: { en: 'About.', ne: 'क'.repeat(601) } }, SETTINGS_MESSAGES.homeText],
    ['a fourth service', { ...GULF, services: [...GULF.services, { title: en('VISAS'), text: en('More.') }] }, SETTINGS_MESSAGES.homeList],
    ['five destinations', { ...GULF, destinations: GULF.destinations.slice(1) }, SETTINGS_MESSAGES.homeList],
    ['a destination not on the list', { ...GULF, destinations: ['qa', 'ae', 'sa', 'kw', 'om', 'xx'] }, SETTINGS_MESSAGES.destination],
    ['a step without its text', { ...GULF, processSteps: [...GULF.processSteps.slice(0, 3), { title: en('Fly') }] }, SETTINGS_MESSAGES.homeText],
  ])('refuses %s in our words, and changes nothing', async (_case, homeTexts, message) => {
    const res = await put({ ...DEFAULT_SETTINGS, consultancyName: 'Changed Name', homeTexts });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    expect(await publicTexts()).toEqual(GULF);
    expect((await t.app.inject(API.publicSettings)).json().consultancyName).toBe('Doha Link Manpower');
  });

  it('falls back to the default texts alone when the stored ones no longer read (a destination taken off the list)', async () => {
    const stored = { ...GULF, destinations: ['qa', 'ae', 'sa', 'kw', 'om', 'zz'] };
    await t.database.db.execute(sql`update settings set value = jsonb_set(value, '{homeTexts}', ${JSON.stringify(stored)}::jsonb) where key = 'site'`);
    expect(await publicTexts()).toEqual(DEFAULT_HOME_TEXTS);
    expect((await t.app.inject(API.publicSettings)).json().consultancyName).toBe('Doha Link Manpower');
  });
});
