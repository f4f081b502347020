import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_NAMES_IN, countryKey, countrySpellings } from '@visadesk/contract';
import { SERVER_ROOT } from '../../../../src/paths.ts';
import { createApplication, updateFields, type Headers } from '../../../application-helpers.ts';
import { buildTestApp, rateLimitsWith, type TestContext } from '../../../helpers.ts';

const enquiry = (t: TestContext, passport: string, nationality: string, dob: string, ip = '127.0.0.1') =>
  t.app.inject({
    url: `/api/application/fetchApplicationEnquiry?limit=10&search=${passport}&search1=${encodeURIComponent(nationality)}&search2=${dob}`,
    remoteAddress: ip,
  });

const found = (res: Awaited<ReturnType<typeof enquiry>>) => (res.json() as { applications: { passport: string }[] }).applications.map((a) => a.passport);

const migration = (name: string) => readFile(path.join(SERVER_ROOT, 'drizzle', name), 'utf8');

describe('a nationality written in the page\'s own script', () => {
  let t: TestContext;
  let headers: Headers;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimits: rateLimitsWith({ enquiryPerPassport: 3 }) });
    headers = (await t.loginAs('admin')).headers;
  });
  afterAll(() => t.close());

  it.each([
    ['नेपाली', 'Nepal', 'NP7200001'], ['नेपाल', 'Nepal', 'NP7200002'], ['پاکستانی', 'Pakistan', 'PK7200003'],
    ['বাংলাদেশি', 'Bangladesh', 'BD7200004'], ['भारतीय', 'India', 'IN7200005'], ['Inde', 'India', 'IN7200006'],
  ])('finds the application when the applicant types %j', async (typed, country, passport) => {
    const saved = await createApplication(t, headers, { passport, currentN: country });
    const res = await enquiry(t, passport, typed, saved.dob);
    expect(res.statusCode).toBe(200);
    expect(found(res)).toEqual([passport]);
  });

  it('does not count checks in the page\'s script that found the application, and counts the ones that did not', async () => {
    const saved = await createApplication(t, headers, { passport: 'NP7300001', currentN: 'Nepal' });
    for (let i = 1; i <= 4; i += 1) expect(found(await enquiry(t, 'NP7300001', 'नेपाली', saved.dob, `10.4.0.${i}`)), `check ${i}`).toEqual(['NP7300001']);
    // Wrong countries, in Urdu and Hindi: nothing found, as for any miss; the third locks the passport number.
    for (const [i, wrong] of ['پاکستانی', 'भारतीय', 'বাংলাদেশি'].entries()) {
      const res = await enquiry(t, 'NP7300001', wrong, saved.dob, `10.5.0.${i}`);
      expect(res.statusCode, wrong).toBe(200);
      expect(found(res), wrong).toEqual([]);
    }
    expect((await enquiry(t, 'NP7300001', 'नेपाली', saved.dob, '10.6.0.1')).statusCode).toBe(429);
  });

  it('the desk saves a nationality and issuing country typed in another script as the country\'s name, on add and update', async () => {
    const saved = await createApplication(t, headers, { passport: 'NP7300002', currentN: 'नेपाली', issuedCountry: 'نیپال' });
    expect(saved).toMatchObject({ currentN: 'Nepal', issuedCountry: 'Nepal' });
    const res = await updateFields(t, headers, saved, { currentN: 'বাংলাদেশি', issuedCountry: 'بنگلہ دیش' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ currentN: 'Bangladesh', issuedCountry: 'Bangladesh' });
  });

  it('migration 0020 turns nationalities stored in other scripts into the country name and leaves the rest', async () => {
    const saved = await createApplication(t, headers, { passport: 'NP7300003' });
    const cases = [
      ['नेपाली', 'Nepal'], ['नेपाल', 'Nepal'], ['پاكستاني', 'Pakistan'], ['বাংলাদেশি', 'Bangladesh'], ['Inde', 'India'], ['श्रीलंका', 'Sri Lanka'],
      ['Royaume-Uni', 'United Kingdom'], ['फ़िलिपींस', 'Philippines'], ['Tibetan', 'Tibetan'], ['नपल', 'नपल'], ['Nepal', 'Nepal'],
    ] as const;
    const statements = (await migration('0020_countries_in_six_languages.sql')).split('--> statement-breakpoint');
    for (const [stored, expected] of cases) {
      await t.database.db.execute(sql`update applications set current_n = ${stored}, issued_country = ${stored} where id = ${saved._id}`);
      for (const statement of statements) await t.database.db.execute(sql.raw(statement));
      const result = await t.database.db.execute(sql`select current_n, issued_country from applications where id = ${saved._id}`);
      const [row] = (result as unknown as { rows: unknown[] }).rows;
      expect(row, stored).toEqual({ current_n: expected, issued_country: expected });
    }
  });

  it("the migration's key is countryKey for every spelling it knows", async () => {
    const text = await migration('0020_countries_in_six_languages.sql');
    const keyOf = /LEFT JOIN m AS c ON c\.spelling = (.+)$/m.exec(text)?.[1] ?? '';
    // Every key, composed as a keyboard types it, and every country's name in each language as CLDR writes it.
    const typed = [...[...countrySpellings().keys()].map((key) => key.normalize('NFC')), ...Object.values(COUNTRY_NAMES_IN).flatMap(Object.values)];
    const result = await t.database.db.execute(sql.raw(
      `select ${keyOf.replaceAll('b."current_n"', 'x')} as key from unnest(array[${typed.map((s) => `'${s.replaceAll("'", "''")}'`).join(',')}]::text[]) with ordinality as u(x, n) order by n`,
    ));
    const keys = (result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
    expect(keys).toEqual(typed.map(countryKey));
  });

  it('reads every spelling migration 0005 knew as it did', async () => {
    const known = [...(await migration('0005_normalise_countries.sql')).matchAll(/^ {2}\('((?:[^']|'')*)', '((?:[^']|'')*)'\)/gm)]
      .map(([, key = '', name = '']) => [key.replaceAll("''", "'"), name.replaceAll("''", "'")]);
    expect(known.length).toBeGreaterThan(900);
    const now = countrySpellings();
    expect(known.filter(([key, name]) => now.get(key as string) !== name)).toEqual([]);
  });
});
