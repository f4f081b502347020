import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, PAGES, PRERENDERED_PAGES, versionsOf, type ApplicationMessages, type PrerenderedPage, type User } from '@visadesk/contract';
import type { AppConfig } from '../../src/config/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { outbox } from '../../src/db/schema.ts';
import { NO_PUBLIC_URL_WARNING, QUEUED_SITE_ORIGIN } from '../../src/http/site-origin.ts';
import { SAMPLE_PDF } from '../../src/seed/factories.ts';
import { createApplication, uploadDocuments } from '../application-helpers.ts';
import { buildTestApp, captureLogs, createTestDatabase, testConfig, type TestContext, uniqueEmail } from '../helpers.ts';
import { readable } from '../mail/mail-desk.ts';
import { SmtpSink, type Arrived } from '../mail/smtp-sink.ts';
import { writeWebBuild } from '../prerendered-fixture.ts';

const EVIL = 'evil.test';
const SITE = 'https://visas.maple-route.example';

/** What a stranger puts in a request's headers to be named in the answer. */
const FORGED: Record<string, string>[] = [
  { host: EVIL },
  { 'x-forwarded-host': EVIL },
  { host: `${EVIL}:8443`, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' },
];

/** TRUST_PROXY off, and on for a proxy on this machine (the test's requests come from 127.0.0.1): X-Forwarded-Host is then believed by Fastify. */
const PROXIES: [string, AppConfig['trustProxy']][] = [['without TRUST_PROXY', false], ['with TRUST_PROXY', ['loopback']]];

/** A web build of every public page in every language, shared by the apps of this file. */
const webDist = path.join(testConfig().dataDir, 'dist');
writeWebBuild(webDist);

/** The `<link>` and `<meta>` tags of a page that name an address, as `rel|property address`. */
function addresses(html: string): string[] {
  return [...html.matchAll(/<(?:link|meta)\b[^>]*>/g)].flatMap(([tag]) => {
    const name = /(?:rel|property)="([^"]+)"/.exec(tag)?.[1];
    const hreflang = /hrefLang="([^"]+)"/i.exec(tag)?.[1];
    const address = /(?:href|content)="([^"]*)"/.exec(tag)?.[1] ?? '';
    return name && (address.includes('/') || name === 'canonical') ? [`${name}${hreflang ? ` ${hreflang}` : ''} ${address}`] : [];
  });
}

/** The `hreflang` links of a translated page, as `addresses` writes them, on `origin` ('' for paths). */
function alternatesOf(page: PrerenderedPage, origin: string): string[] {
  const versions = versionsOf(page.page);
  if (versions.length < 2) return [];
  return [...versions.map(({ language, path: at }) => `alternate ${language} ${origin}${at}`), `alternate x-default ${origin}${page.page}`];
}

const schemaOrg = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as Record<string, unknown>;

/** The WhatsApp text the desk offers for an application, as a member of staff would send it. */
async function whatsAppText(t: TestContext, authorization: string, id: string, forged: Record<string, string>): Promise<string> {
  const answer = await t.app.inject({ url: API.applicationMessages(id), headers: { ...forged, authorization } });
  expect(answer.statusCode, answer.body).toBe(200);
  const { whatsApp } = answer.json() as ApplicationMessages;
  return new URL(whatsApp?.url ?? 'https://wa.me/').searchParams.get('text') ?? '';
}

/** Who the messages queued by queueEveryMessage are to. */
interface Recipients {
  applicant: string;
  approved: string;
  invited: string;
}

/**
 * Every message a stranger's headers could reach, queued with them: an applicant's registration,
 * status, documents and a staff member's own words; a new staff member's invitation, sent again; a
 * registration approved. All are then due (the documents notice waits for more uploads otherwise).
 */
async function queueEveryMessage(t: TestContext, authorization: string, forged: Record<string, string>): Promise<Recipients> {
  const headers = { ...forged, authorization };
  const application = await createApplication(t, headers as { authorization: string });
  expect((await t.app.inject({ method: 'PUT', url: API.applications.reject(application._id), headers, payload: { reason: 'The job offer was withdrawn.' } })).statusCode).toBe(200);
  expect((await uploadDocuments(t, headers as { authorization: string }, application._id, { file1: { data: SAMPLE_PDF, name: 'job-letter.pdf' } })).statusCode).toBe(200);
  const written = await t.app.inject({ method: 'POST', url: API.applicationMessages(application._id), headers, payload: { subject: 'Your medical', text: 'Please come on Monday.' } });
  expect(written.statusCode, written.body).toBe(201);

  const invited = uniqueEmail('invited');
  const added = await t.app.inject({ method: 'POST', url: API.users.addUser, headers, payload: { name: 'Invited Staff', email: invited } });
  expect(added.statusCode, added.body).toBe(201);
  expect((await t.app.inject({ method: 'POST', url: API.users.resendInvitation((added.json() as { user: User }).user._id), headers })).statusCode).toBe(200);

  const approved = uniqueEmail('registered');
  expect((await t.app.inject({ method: 'POST', url: API.users.register, headers: forged, payload: { name: 'Sita Rai', email: approved, password: 'my own long passphrase' } })).statusCode).toBe(201);
  const { _id: id } = (await t.app.users.list()).find((user: User) => user.email === approved) as User;
  expect((await t.app.inject({ method: 'PUT', url: API.users.approveUser(id), headers })).statusCode).toBe(200);
  // Those waiting, not one being sent (its claim would lapse, as if its sender had stopped).
  await t.database.db.update(outbox).set({ dueAt: sql`now()` }).where(eq(outbox.state, 'queued'));
  return { applicant: application.email, approved, invited };
}

/** What each of `recipients` was sent, readable, as one text. */
const sentTo = (mails: Arrived[], address: string) => mails.filter((mail) => mail.to.includes(address)).map(readable).join('\n');

/** The messages queued by queueEveryMessage, as they arrived: each links to PUBLIC_URL and never to the stranger. */
function expectLinksToTheSite(mails: Arrived[], { applicant, approved, invited }: Recipients): void {
  for (const mail of mails) {
    expect(readable(mail)).not.toContain(EVIL);
    expect(mail.raw).not.toContain(QUEUED_SITE_ORIGIN);
  }
  expect(sentTo(mails, approved)).toContain(`You can now sign in at ${SITE}/login`);
  const invitations = mails.filter((mail) => mail.to.includes(invited));
  expect(invitations.map((mail) => mail.parsed.text?.includes(`${SITE}/accept-invitation?token=`))).toEqual([true, true]);
  const toApplicant = mails.filter((mail) => mail.to.includes(applicant));
  expect(toApplicant.map((mail) => mail.parsed.subject).sort()).toEqual([
    'We have added documents to your visa application', 'Your medical', 'Your visa application was not approved', 'Your visa application with VisaDesk Migration Consultancy is registered',
  ]);
  for (const mail of toApplicant.filter((sent) => sent.parsed.subject !== 'Your medical')) {
    expect(mail.parsed.html).toContain(`<a href="${SITE}/enquiry">${SITE}/enquiry</a>`);
    expect(mail.parsed.text).toContain(`${SITE}/enquiry`);
  }
}

describe.each(PROXIES)("a stranger's Host header, without PUBLIC_URL, %s", (_name, trustProxy) => {
  let database: { handle: DatabaseHandle; drop: () => Promise<void> };
  let t: TestContext;
  let authorization: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    t = await buildTestApp({ webDist, trustProxy }, { database: database.handle });
    authorization = (await t.loginAs('superadmin')).headers.authorization;
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it.each(FORGED)("is named on no public page in any language: no canonical or og:url, the other links are paths (%j)", async (forged) => {
    for (const page of PRERENDERED_PAGES) {
      const answer = await t.app.inject({ url: page.path, headers: forged });
      expect([page.path, answer.statusCode]).toEqual([page.path, 200]);
      expect(answer.body, page.path).not.toContain(EVIL);
      expect(addresses(answer.body), page.path).toEqual(['icon /favicon.svg', ...alternatesOf(page, ''), 'og:image /social-card.png']);
      if (page.page === PAGES.home) {
        const data = schemaOrg(answer.body);
        expect(data).not.toHaveProperty('url');
        expect(data).toMatchObject({ image: '/social-card.png', logo: expect.stringMatching(/^\//) });
      }
    }
  });

  it.each(FORGED)('is named in neither robots.txt nor a sitemap, which answers 404 (%j)', async (forged) => {
    const robots = await t.app.inject({ url: '/robots.txt', headers: forged });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).not.toContain('Sitemap');
    expect(robots.body).not.toContain(EVIL);
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: forged });
    expect([sitemap.statusCode, sitemap.headers['content-type'], sitemap.body]).toEqual([404, 'text/plain; charset=utf-8', 'Not found.']);
  });

  it.each(FORGED)('is not in the WhatsApp text, which then names no page (%j)', async (forged) => {
    const application = await createApplication(t, { authorization }, { phone: '9841234567' });
    const text = await whatsAppText(t, authorization, application._id, forged);
    expect(text).toContain('Your visa application is pending: we are working on it.');
    expect(text).not.toContain(EVIL);
    expect(text).not.toMatch(/https?:|\/enquiry|Your applicant copy/);
  });

  it("is in no email queued before mail was set up; the email goes out with PUBLIC_URL's links once it is", async () => {
    const queued: Recipients[] = [];
    for (const forged of FORGED) queued.push(await queueEveryMessage(t, authorization, forged));
    const rows = await t.database.db.select().from(outbox);
    expect(rows.length).toBeGreaterThanOrEqual(FORGED.length * 7);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(EVIL);

    // The owner sets SMTP_URL and PUBLIC_URL and restarts: everything waiting goes out, linking to the site.
    const sink = new SmtpSink();
    await sink.start();
    const configured = await buildTestApp({ webDist, trustProxy, mail: { smtpUrl: sink.url, from: 'desk@maple-route.example' }, publicUrl: SITE }, { database: database.handle });
    try {
      const mails = await sink.received(rows.length, 60_000);
      for (const recipients of queued) expectLinksToTheSite(mails, recipients);
    } finally {
      await configured.close();
      await sink.stop();
    }
  });
});

describe("a stranger's Host header, with PUBLIC_URL and TRUST_PROXY", () => {
  const sink = new SmtpSink();
  let t: TestContext;
  let authorization: string;
  beforeAll(async () => {
    await sink.start();
    t = await buildTestApp({ webDist, trustProxy: ['loopback'], publicUrl: SITE, mail: { smtpUrl: sink.url, from: 'desk@maple-route.example' } });
    authorization = (await t.loginAs('superadmin')).headers.authorization;
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it.each(FORGED)("gives way to PUBLIC_URL in every page's links, robots.txt and the sitemap (%j)", async (forged) => {
    for (const page of PRERENDERED_PAGES) {
      const body = (await t.app.inject({ url: page.path, headers: forged })).body;
      expect(body, page.path).not.toContain(EVIL);
      expect(addresses(body), page.path).toEqual([
        'icon /favicon.svg', `canonical ${SITE}${page.path}`, ...alternatesOf(page, SITE), `og:url ${SITE}${page.path}`, `og:image ${SITE}/social-card.png`,
      ]);
      if (page.page === PAGES.home) expect(schemaOrg(body)).toMatchObject({ url: `${SITE}/`, image: `${SITE}/social-card.png` });
    }
    const robots = await t.app.inject({ url: '/robots.txt', headers: forged });
    expect(robots.body).toContain(`Sitemap: ${SITE}/sitemap.xml\n`);
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: forged });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain(EVIL);
    expect(sitemap.body).toContain(`<loc>${SITE}/hi/enquiry</loc>`);
    expect([...sitemap.body.matchAll(/(?:<loc>|href=")([^<"]+)/g)].every(([, address]) => address?.startsWith(`${SITE}/`))).toBe(true);
  });

  it.each(FORGED)("gives way to PUBLIC_URL in the WhatsApp text and in every email (%j)", async (forged) => {
    const application = await createApplication(t, { authorization }, { phone: '9841234567' });
    const text = await whatsAppText(t, authorization, application._id, forged);
    expect(text).toContain(`Your applicant copy: ${SITE}/enquiry`);
    expect(text).not.toContain(EVIL);

    const recipients = await queueEveryMessage(t, authorization, forged);
    await t.app.scheduleDeliveries();
    const [counted] = await t.database.db.select({ queued: sql<number>`count(*)::int` }).from(outbox);
    expectLinksToTheSite(await sink.received(counted?.queued ?? 0, 60_000), recipients);
  });
});

describe('the start-up log', () => {
  /** The log lines of an app built (as the server starts) with `overrides`. */
  async function startLog(overrides: Partial<AppConfig>): Promise<Record<string, unknown>[]> {
    const log = captureLogs();
const lines = log.lines;
    const t = await buildTestApp(overrides, { logger: log.logger('info') });
    await t.app.inject('/api/health');
    await t.close();
    return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  it('says once, as a warning, that a production server has no PUBLIC_URL, and what that means', async () => {
    const warned = (await startLog({ production: true })).filter((entry) => entry.msg === NO_PUBLIC_URL_WARNING);
    expect(warned).toHaveLength(1);
    expect(warned[0]?.level).toBe(40);
    expect(NO_PUBLIC_URL_WARNING).toMatch(/^PUBLIC_URL is not set: /);
  });

  it('says nothing of it with PUBLIC_URL set, or outside production', async () => {
    for (const overrides of [{ production: true, publicUrl: SITE }, { production: false }, {}]) {
      const log = await startLog(overrides);
      expect(log.length).toBeGreaterThan(0);
      expect(log.filter((entry) => String(entry.msg).includes('PUBLIC_URL'))).toEqual([]);
    }
  });
});
