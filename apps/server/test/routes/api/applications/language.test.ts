import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, APPLICANT_FIELD_KEYS, APPLICATION_MESSAGES as M, languageOfNationality, type Application, type ApplicationMessages } from '@visadesk/contract';
import { applications } from '../../../../src/db/schema.ts';
import { SERVER_ROOT } from '../../../../src/paths.ts';
import { applicantFields, sampleImage } from '../../../../src/seed/factories.ts';
import { createApplication, type Headers } from '../../../application-helpers.ts';
import { buildAdminApp, type TestContext } from '../../../helpers.ts';
import { multipartBody } from '../../../multipart.ts';

/** A body as the original client sends it: every field of the spec, and no language. */
function originalClientFields(overrides: Record<string, string> = {}): Record<string, string> {
  const { language: _omitted, ...fields } = applicantFields(overrides);
  return fields;
}

/** The language of the applicant's email, kept with the application (ADR 029). */
describe("the language of the applicant's messages", () => {
  let t: TestContext;
  let headers: Headers;
  beforeAll(async () => {
    ({ t, headers } = await buildAdminApp());
  });
  afterAll(() => t.close());

  const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(applications))[0]?.n;
  const fetchOne = async (id: string) => (await t.app.inject({ url: API.applications.one(id), headers })).json() as Application;
  async function add(fields: Record<string, string>) {
    const body = await multipartBody(fields, { image: { data: await sampleImage('jpeg'), name: 'photo.jpg' } });
    return t.app.inject({ method: 'POST', url: '/api/application/addApplication', payload: body.payload, headers: { ...headers, ...body.headers } });
  }
  async function update(id: string, fields: Record<string, string>) {
    const body = await multipartBody(fields, {});
    return t.app.inject({ method: 'PUT', url: `/api/application/updateApplication/${id}`, payload: body.payload, headers: { ...headers, ...body.headers } });
  }
  /** The fields of a saved application as a client sends them back; `language` left out as the original client does. */
  const fieldsOf = (application: Application, withLanguage: boolean) =>
    Object.fromEntries(APPLICANT_FIELD_KEYS.filter((key) => withLanguage || key !== 'language').map((key) => [key, String(application[key])]));

  it('keeps the language the desk chooses on the staff record, and leaves it off the public applicant copy', async () => {
    const application = await createApplication(t, headers, { currentN: 'Nepal', language: 'fr' });
    expect(application.language).toBe('fr');
    expect((await fetchOne(application._id)).language).toBe('fr');
    const enquiry = await t.app.inject({
      url: `/api/application/fetchApplicationEnquiry?limit=10&search=${application.passport}&search1=Nepal&search2=${application.dob}`,
    });
    expect(enquiry.json().applications).toHaveLength(1);
    expect(enquiry.json().applications[0]).not.toHaveProperty('language');
  });

  it.each([
    ['Indian', 'India', 'hi'], ['Pakistani', 'Pakistan', 'ur'], ['Nepal', 'Nepal', 'ne'], ['BD', 'Bangladesh', 'bn'],
    ['Senegal', 'Senegal', 'fr'], ['Sri Lanka', 'Sri Lanka', 'en'], ['Tibetan', 'Tibetan', 'en'],
  ])('gives the original client, naming no language, the nationality %j its language', async (typed, saved, language) => {
    const res = await add(originalClientFields({ currentN: typed }));
    expect(res.statusCode, res.body).toBe(201);
    expect([res.json().currentN, res.json().language]).toEqual([saved, language]);
  });

  it('keeps the language on file when the original client edits, even a changed nationality', async () => {
    const application = await createApplication(t, headers, { currentN: 'India', language: 'ur' });
    const res = await update(application._id, { ...fieldsOf(application, false), currentN: 'Bangladesh', salary: '1500 USD' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ currentN: 'Bangladesh', salary: '1500 USD', language: 'ur' });
  });

  it('changes the language the desk sends on edit, and says so in the history', async () => {
    const application = await createApplication(t, headers, { currentN: 'India' });
    const res = await update(application._id, { ...fieldsOf(application, true), language: 'hi' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await fetchOne(application._id)).language).toBe('hi');
    const history = (await t.app.inject({ url: API.applicationHistory(application._id), headers })).json() as { detail: string }[];
    expect(history.map((entry) => entry.detail)).toContain('Changed: Language for messages');
  });

  it.each(['de', 'Hindi', 'EN', 'हिन्दी'])('refuses the language %j with its message, and adds nothing', async (language) => {
    const before = await count();
    const res = await add({ ...applicantFields(), language });
    expect([res.statusCode, res.json().message]).toEqual([400, M.language]);
    expect(res.json().message).toBe('Please choose one of the languages for messages: en, fr, hi, bn, ne or ur.');
    expect(await count()).toBe(before);
  });

  it('refuses a bad language on edit and changes nothing', async () => {
    const application = await createApplication(t, headers, { currentN: 'Pakistan', language: 'ur' });
    const res = await update(application._id, { ...fieldsOf(application, true), salary: '9999 USD', language: 'urdu' });
    expect([res.statusCode, res.json().message]).toEqual([400, M.language]);
    expect(await fetchOne(application._id)).toMatchObject({ salary: application.salary, language: 'ur', updatedAt: application.updatedAt });
  });

  it('writes the WhatsApp text in the application\'s language', async () => {
    const application = await createApplication(t, headers, { currentN: 'India', phone: '9876543210', language: 'hi' });
    const messages = (await t.app.inject({ url: API.applicationMessages(application._id), headers })).json() as ApplicationMessages;
    const text = new URL(messages.whatsApp?.url ?? 'https://wa.me/').searchParams.get('text');
    expect(text).toContain('आपका वीज़ा आवेदन लंबित है: हम इस पर काम कर रहे हैं।');
  });

  it('the migration gives each application on file its nationality\'s language, and English to the rest', async () => {
    const application = await createApplication(t, headers);
    const sqlFile = readFileSync(path.join(SERVER_ROOT, 'drizzle', '0012_application_language.sql'), 'utf8');
    const [, backfill] = sqlFile.split('--> statement-breakpoint');
    for (const nationality of ['Nepal', 'Bangladesh', 'India', 'Pakistan', 'France', "Cote d'Ivoire", 'Haiti', 'Philippines', 'Tibetan', '']) {
      await t.database.db.update(applications).set({ currentN: nationality, language: 'en' }).where(eq(applications.id, application._id));
      await t.database.db.execute(sql.raw(backfill ?? ''));
      const [row] = await t.database.db.select({ language: applications.language }).from(applications).where(eq(applications.id, application._id));
      expect([nationality, row?.language]).toEqual([nationality, languageOfNationality(nationality)]);
    }
  });
});
