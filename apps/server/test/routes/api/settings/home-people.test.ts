import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  DEFAULT_HOME_TEXTS,
  DEFAULT_SETTINGS,
  HOME_COPY_SLOTS,
  homeCutMarkers,
  PAGE_SLOTS,
  SETTINGS_MESSAGES,
  type HomeTexts,
  type Settings,
} from '@visadesk/contract';
import { SAMPLE_PDF } from '../../../../src/seed/factories.ts';
import { cleanupOrphans } from '../../../../src/maintenance/maintenance.ts';
import { buildTestApp, testConfig, type TestContext } from '../../../helpers.ts';
import { multipartBody } from '../../../multipart.ts';
import { temporaryFolders } from '../../../temp-dirs.ts';

const tempDir = temporaryFolders('visadesk-home-people-');

/** `html` between the markers of a part Settings may leave out, as the web build writes it (home/components/home-cut.tsx). */
const cut = (part: string, html: string) => {
  const { begin, end } = homeCutMarkers(part);
  return `${begin}${html}${end}`;
};

const s = HOME_COPY_SLOTS;
const member = (i: number) =>
  cut(`team.${i}`, `<div role="listitem"><img src="${s.team[i]?.photo}" alt=""><p dir="auto">${s.team[i]?.name}</p><p lang="${s.team[i]?.role.lang}" dir="auto">${s.team[i]?.role.text}</p></div>`);
const quote = (i: number) =>
  cut(`testimonials.${i}`, `<figure><p lang="${s.testimonials[i]?.quote.lang}">${s.testimonials[i]?.quote.text}</p><span dir="auto">${s.testimonials[i]?.name}</span><span lang="${s.testimonials[i]?.detail.lang}">${s.testimonials[i]?.detail.text}</span></figure>`);

/** A home page as the web build writes it: the logo, the team and testimonials with room for the longest lists. */
const HOME_PAGE =
  `<!doctype html><html><head><script type="application/ld+json">${PAGE_SLOTS.structuredData}</script></head><body>` +
  `<nav><img class="brand-mark" src="${PAGE_SLOTS.logoSource}" alt=""></nav>` +
  `<h2>About</h2>` +
  cut('testimonials', `<section id="testimonials"><h2>What our clients say</h2>${s.testimonials.map((_, i) => quote(i)).join('<!-- -->')}</section>`) +
  cut('team', `<section id="team"><h2>Our team</h2><div role="list">${s.team.map((_, i) => member(i)).join('<!-- -->')}</div></section>`) +
  `<footer>${PAGE_SLOTS.consultancyName}</footer></body></html>`;

const APPLICANT_PHOTO = '65a1b2c3d4e5f60718293a4d';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();

describe('the team, the testimonials and the logo, from Settings', () => {
  let t: TestContext;
  let headers: { authorization: string };
  beforeAll(async () => {
    const webDist = path.join(testConfig().dataDir, 'dist');
    for (const folder of ['', 'ne', 'ur']) {
      mkdirSync(path.join(webDist, 'prerendered', folder), { recursive: true });
      writeFileSync(path.join(webDist, 'prerendered', folder, 'home.html'), HOME_PAGE);
    }
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>VisaDesk</title><div id="root"></div>');
    t = await buildTestApp({ webDist });
    headers = (await t.loginAs('superadmin')).headers;
    // A WebP the applicants' side keeps: its id must never become a public picture.
    await t.database.db.execute(sql`insert into files (id, content_type, size, sha256, original_name) values (${APPLICANT_PHOTO}, 'image/webp', 10, 'x', 'photo.webp')`);
  });
  afterAll(() => t.close());

  const upload = async (kind: string, image?: { data: Buffer; name: string; type?: string }, as = headers) => {
    const body = await multipartBody({ kind }, image ? { image } : {});
    return t.app.inject({ method: 'POST', url: API.settingsImages, payload: body.payload, headers: { ...as, ...body.headers } });
  };
  const uploaded = async (kind: 'photo' | 'logo', width = 600, height = 400) => {
    const res = await upload(kind, { data: await picture(width, height), name: `${kind}.png`, type: 'image/png' });
    expect(res.statusCode).toBe(201);
    return res.json() as { image: string; preview: string; message: string };
  };
  const saved = async () => (await t.app.inject({ url: API.settings, headers })).json() as Settings;
  const put = (payload: object) => t.app.inject({ method: 'PUT', url: API.settings, headers, payload });
  const home = async (address = '/') => (await t.app.inject(address)).body;
  const image = (id: string) => t.app.inject(`/api/settings/images/${id}`);
  const withPeople = (team: HomeTexts['team'], testimonials: HomeTexts['testimonials'] = []): HomeTexts => ({ ...DEFAULT_HOME_TEXTS, team, testimonials });

  it('publishes no team, no testimonials and no invented logo until the owner adds them', async () => {
    const body = await home();
    expect(body).not.toContain('Our team');
    expect(body).not.toContain('What our clients say');
    expect(body).not.toContain('%HOME');
    expect(body).toContain('<img class="brand-mark" src="/brand-mark.svg" alt="">');
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(body)?.[1] ?? '{}');
    // Structured data say only what Settings say: no area served, the services the owner lists.
    expect(data.areaServed).toBeUndefined();
    expect(data.knowsAbout).toEqual(DEFAULT_HOME_TEXTS.services.map((service) => service.title.en));
    expect(data.logo).toMatch(/\/brand-mark\.svg$/);
  });

  it('keeps an uploaded photo square and a logo whole, re-encoded, and serves neither before a save names it', async () => {
    const photo = await uploaded('photo', 900, 500);
    expect(photo.message).toBe(SETTINGS_MESSAGES.imageSaved);
    expect(photo.preview).toMatch(new RegExp(`^/api/files/${photo.image}\\?exp=`));
    const preview = await t.app.inject({ url: photo.preview });
    expect(preview.statusCode).toBe(200);
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 320 });
    const logo = await uploaded('logo', 800, 200);
    expect(await sharp((await t.app.inject({ url: logo.preview })).rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 64 });
    expect((await image(photo.image)).statusCode).toBe(404);
    expect((await image(logo.image)).statusCode).toBe(404);
  });

  it("shows each person in the page's language where written, the English marked where not, and only as many as listed", async () => {
    const photo = await uploaded('photo');
    const logo = await uploaded('logo');
    const team = [
      { name: 'Sunita Gurung', role: { en: 'Case worker', ne: 'केस कार्यकर्ता', ur: 'کیس ورکر' }, photo: photo.image },
      { name: 'राम KC', role: { en: 'Documents officer' }, photo: '' },
    ];
    const testimonials = [{ quote: { en: 'Ready in a month.', ne: 'एक महिनामा तयार भयो।' }, name: 'Bikash T.', detail: { en: 'Driver, now in Doha' } }];
    const res = await put({ ...DEFAULT_SETTINGS, homeTexts: withPeople(team, testimonials), logo: logo.image });
    expect(res.statusCode).toBe(200);
    expect(res.json().homeTexts.team).toEqual(team);
    expect(res.json().logo).toBe(logo.image);

    const nepali = await home('/ne/');
    expect(nepali).toContain(`<img src="/api/settings/images/${photo.image}" alt=""><p dir="auto">Sunita Gurung</p><p lang="ne" dir="auto">केस कार्यकर्ता</p>`);
    expect(nepali).toContain('<img src="/portrait.svg" alt=""><p dir="auto">राम KC</p><p lang="en" dir="auto">Documents officer</p>');
    expect(nepali.match(/role="listitem"/g)).toHaveLength(2);
    expect(nepali).toContain('<p lang="ne">एक महिनामा तयार भयो।</p><span dir="auto">Bikash T.</span><span lang="en">Driver, now in Doha</span>');
    expect(nepali.match(/<figure>/g)).toHaveLength(1);
    expect(nepali).not.toMatch(/%HOME|%LOGO/);
    expect(nepali).toContain(`<img class="brand-mark" src="/api/settings/images/${logo.image}" alt="">`);
    expect(await home('/ur/')).toContain('<p lang="ur" dir="auto">کیس ورکر</p>');

    const served = await image(photo.image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=3600');
    expect((await image(logo.image)).statusCode).toBe(200);
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(await home())?.[1] ?? '{}');
    expect(data.logo).toMatch(new RegExp(`/api/settings/images/${logo.image}$`));
  });

  it('keeps the team, the testimonials and the logo when a caller that does not know them saves', async () => {
    const before = await saved();
    const { team: _team, testimonials: _testimonials, ...olderTexts } = before.homeTexts;
    const { logo: _logo, ...older } = before;
    expect((await put({ ...older, homeTexts: { ...olderTexts, aboutHeading: { en: 'Who we are' } } })).statusCode).toBe(200);
    const after = await saved();
    expect(after.homeTexts.aboutHeading).toEqual({ en: 'Who we are' });
    expect(after.homeTexts.team).toEqual(before.homeTexts.team);
    expect(after.homeTexts.testimonials).toEqual(before.homeTexts.testimonials);
    expect(after.logo).toBe(before.logo);
  });

  it.each([
    ['a ninth team member', (texts: HomeTexts) => ({ homeTexts: { ...texts, team: Array.from({ length: 9 }, (_, i) => ({ name: `P${i}`, role: { en: 'Adviser' }, photo: '' })) } }), SETTINGS_MESSAGES.team],
    ['a member without a name', (texts: HomeTexts) => ({ homeTexts: { ...texts, team: [{ name: ' ', role: { en: 'Adviser' }, photo: '' }] } }), SETTINGS_MESSAGES.teamMember],
    ['a seventh testimonial', (texts: HomeTexts) => ({ homeTexts: { ...texts, testimonials: Array.from({ length: 7 }, () => ({ quote: { en: 'Good.' }, name: 'A', detail: { en: '' } })) } }), SETTINGS_MESSAGES.testimonials],
    ['a testimonial without its words', (texts: HomeTexts) => ({ homeTexts: { ...texts, testimonials: [{ quote: { en: '' }, name: 'A', detail: { en: '' } }] } }), SETTINGS_MESSAGES.testimonial],
    ['a logo that was never uploaded', () => ({ logo: '65a1b2c3d4e5f60718293a4b' }), SETTINGS_MESSAGES.image],
    ['a photo that is not an id', (texts: HomeTexts) => ({ homeTexts: { ...texts, team: [{ name: 'X', role: { en: 'Adviser' }, photo: '../secret' }] } }), SETTINGS_MESSAGES.image],
    ["an applicant's photo as a team photo", (texts: HomeTexts) => ({ homeTexts: { ...texts, team: [{ name: 'X', role: { en: 'Adviser' }, photo: APPLICANT_PHOTO }] } }), SETTINGS_MESSAGES.image],
  ])('refuses %s in our words, and changes nothing', async (_case, change, message) => {
    const before = await saved();
    const res = await put({ ...before, ...change(before.homeTexts) });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    expect(await saved()).toEqual(before);
  });

  it('names the field of a picture no longer kept', async () => {
    const before = await saved();
    const res = await put({ ...before, logo: '65a1b2c3d4e5f60718293a4b' });
    expect(res.json().errors).toEqual({ logo: SETTINGS_MESSAGES.image });
    const team = [{ name: 'X', role: { en: 'Adviser' }, photo: '65a1b2c3d4e5f60718293a4b' }];
    expect((await put({ ...before, homeTexts: { ...before.homeTexts, team } })).json().errors).toEqual({ 'homeTexts.team.0.photo': SETTINGS_MESSAGES.image });
  });

  type Picture = { data: Buffer; name: string; type: string } | undefined;
  it.each<[string, () => Picture | Promise<Picture>, string, string]>([
    ['a PDF', () => ({ data: SAMPLE_PDF, name: 'photo.png', type: 'image/png' }), 'photo', SETTINGS_MESSAGES.imageType],
    ['no picture', () => undefined, 'photo', SETTINGS_MESSAGES.imageRequired],
    ['a picture of another kind', async () => ({ data: await picture(50, 50), name: 'a.png', type: 'image/png' }), 'banner', SETTINGS_MESSAGES.imageKind],
  ])('refuses %s as a picture, in our words', async (_case, file, kind, message) => {
    const res = await upload(kind, await file());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('takes pictures from the super admin alone', async () => {
    const admin = (await t.loginAs('admin')).headers;
    expect((await upload('photo', { data: await picture(50, 50), name: 'a.png', type: 'image/png' }, admin)).statusCode).toBe(403);
    expect((await upload('photo', { data: await picture(50, 50), name: 'a.png', type: 'image/png' }, {} as typeof headers)).statusCode).toBe(401);
  });

  it('stops serving a photo once Settings drop it, and the clean-up keeps only what Settings name', async () => {
    const before = await saved();
    const kept = before.homeTexts.team[0]?.photo ?? '';
    const dropped = await uploaded('photo');
    expect((await put({ ...before, homeTexts: { ...before.homeTexts, team: [{ name: 'Only one', role: { en: 'Adviser' }, photo: dropped.image }] } })).statusCode).toBe(200);
    expect((await image(kept)).statusCode).toBe(404);
    expect((await image(dropped.image)).statusCode).toBe(200);
    // Old enough for the clean-up: the picture still named stays, the one dropped goes.
    await t.database.db.execute(sql`update files set created_at = now() - interval '2 hours'`);
    await cleanupOrphans(t.database.db, t.app.storage, tempDir(), 600);
    const left = await t.database.db.execute<{ id: string }>(sql`select id from files where id in (${kept}, ${dropped.image}, ${before.logo})`);
    expect((left as unknown as { rows: { id: string }[] }).rows.map((row) => row.id).sort()).toEqual([dropped.image, before.logo].sort());
    expect((await image(dropped.image)).statusCode).toBe(200);
  });
});
