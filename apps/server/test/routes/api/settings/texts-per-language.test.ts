import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, DEFAULT_DOCUMENT_LABELS, DEFAULT_HOME_TEXTS, DEFAULT_NEXT_STEPS, DEFAULT_SETTINGS, DEFAULT_SLOT_LABELS, HOME_COPY_SLOTS, SETTINGS_MESSAGES } from '@visadesk/contract';
import { buildTestApp, testConfig, type TestContext } from '../../../helpers.ts';

/** The web build's home page, cut down to a heading, a subtitle and a service, each a slot with its language. */
const s = HOME_COPY_SLOTS;
const HOME_PAGE =
  `<!doctype html><html><body><h1 dir="auto" lang="${s.heroHeading.lang}">${s.heroHeading.text}</h1>` +
  `<p dir="auto" lang="${s.heroSubtitle.lang}">${s.heroSubtitle.text}</p>` +
  `<h3 dir="auto" lang="${s.services[0]?.title.lang}">${s.services[0]?.title.text}</h3></body></html>`;

/** Every text in Settings has a version per language; English, marked, where none is written. */
describe("Settings' texts per language", () => {
  let t: TestContext;
  let headers: { authorization: string };
  beforeAll(async () => {
    const webDist = path.join(testConfig().dataDir, 'dist-texts');
    for (const language of ['', 'ne', 'hi']) {
      mkdirSync(path.join(webDist, 'prerendered', language), { recursive: true });
      writeFileSync(path.join(webDist, 'prerendered', language, 'home.html'), HOME_PAGE);
    }
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>VisaDesk</title><div id="root"></div>');
    t = await buildTestApp({ webDist });
    headers = (await t.loginAs('superadmin')).headers;
  });
  afterAll(() => t.close());

  const put = (payload: object) => t.app.inject({ method: 'PUT', url: API.settings, headers, payload });
  const settings = async () => (await t.app.inject({ url: API.settings, headers })).json();
  const page = async (address: string) => (await t.app.inject(address)).body;
  /** Settings as a release before this one stored them: every text a plain string. */
  const storeOld = (value: object) =>
    t.database.db.execute(sql`insert into settings (key, value) values ('site', ${JSON.stringify(value)}::jsonb) on conflict (key) do update set value = excluded.value`);

  it('reads settings saved before texts had languages: an unchanged default in all six, the agency\'s own words as English', async () => {
    await storeOld({
      ...DEFAULT_SETTINGS,
      consultancyName: 'Himal Manpower',
      nextSteps: { pending: DEFAULT_NEXT_STEPS.pending.en, approved: 'Come to our office on Sunday with your passport.', rejected: '' },
      homeTexts: {
        ...DEFAULT_HOME_TEXTS,
        heroHeading: 'Jobs in Qatar with {name}',
        heroSubtitle: DEFAULT_HOME_TEXTS.heroSubtitle.en,
        services: DEFAULT_HOME_TEXTS.services.map((service) => ({ title: service.title.en, text: service.text.en })),
      },
      documentLabels: ['Medical report', 'Demand letter'],
    });
    const read = await settings();
    expect(read.consultancyName).toBe('Himal Manpower');
    expect(read.nextSteps).toEqual({ pending: DEFAULT_NEXT_STEPS.pending, approved: { en: 'Come to our office on Sunday with your passport.' }, rejected: { en: '' } });
    expect(read.homeTexts.heroHeading).toEqual({ en: 'Jobs in Qatar with {name}' });
    expect(read.homeTexts.services).toEqual(DEFAULT_HOME_TEXTS.services);
    expect(read.documentLabels).toEqual([DEFAULT_DOCUMENT_LABELS[2], { en: 'Demand letter' }]);
    expect(read.slotLabels).toEqual(DEFAULT_SLOT_LABELS);
    const nepali = await page('/ne/');
    expect(nepali).toContain('<h1 dir="auto" lang="en">Jobs in Qatar with Himal Manpower</h1>');
    expect(nepali).toContain(`<p dir="auto" lang="ne">${DEFAULT_HOME_TEXTS.heroSubtitle.ne}</p>`);
    expect(nepali).toContain('<h3 dir="auto" lang="ne">योग्यता मूल्याङ्कन</h3>');
  });

  it("saves a version per language and serves each page its own, English marked where none is written", async () => {
    const homeTexts = { ...DEFAULT_HOME_TEXTS, heroHeading: { en: 'Jobs in Qatar with {name}', ne: '{name}सँग कतारमा रोजगारी', hi: '  ', fr: '' } };
    const slotLabels = { ...DEFAULT_SLOT_LABELS, file5: { en: 'Demand letter 1', ne: 'माग पत्र १' } };
    const saved = await put({ ...DEFAULT_SETTINGS, consultancyName: 'Himal Manpower', homeTexts, slotLabels });
    expect(saved.statusCode).toBe(200);
    // A blank version is not kept: it means "show the English".
    expect(saved.json().homeTexts.heroHeading).toEqual({ en: 'Jobs in Qatar with {name}', ne: '{name}सँग कतारमा रोजगारी' });
    expect((await t.app.inject(API.publicSettings)).json().slotLabels.file5).toEqual({ en: 'Demand letter 1', ne: 'माग पत्र १' });
    expect(await page('/ne/')).toContain('<h1 dir="auto" lang="ne">Himal Manpowerसँग कतारमा रोजगारी</h1>');
    expect(await page('/hi/')).toContain('<h1 dir="auto" lang="en">Jobs in Qatar with Himal Manpower</h1>');
    expect(await page('/')).toContain('<h1 dir="auto" lang="en">Jobs in Qatar with Himal Manpower</h1>');
  });

  it('refuses a text given as a plain string (the settings calls are ours, not the spec\'s) and changes nothing', async () => {
    const res = await put({ ...DEFAULT_SETTINGS, homeTexts: { ...DEFAULT_HOME_TEXTS, heroHeading: 'Plain' } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(SETTINGS_MESSAGES.homeText);
    expect((await settings()).homeTexts.heroHeading.ne).toBe('{name}सँग कतारमा रोजगारी');
  });

  it('refuses a slot without an English name, in our words', async () => {
    const res = await put({ ...DEFAULT_SETTINGS, slotLabels: { ...DEFAULT_SLOT_LABELS, file1: { en: '', ne: 'पत्र' } } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(SETTINGS_MESSAGES.slotLabel);
  });
});
