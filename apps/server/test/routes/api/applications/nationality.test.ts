import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../../../src/paths.ts';
import { createApplication, updateFields, type Headers } from '../../../application-helpers.ts';
import { buildAdminApp, type TestContext } from '../../../helpers.ts';

const enquiry = (t: TestContext, passport: string, nationality: string, dob: string) =>
  t.app.inject({
    url: `/api/application/fetchApplicationEnquiry?limit=10&search=${passport}&search1=${encodeURIComponent(nationality)}&search2=${dob}`,
  });

describe('nationality and issuing country as the applicant writes them', () => {
  let t: TestContext;
  let headers: Headers;
  beforeAll(async () => {
    ({ t, headers } = await buildAdminApp());
  });
  afterAll(() => t.close());

  it("saves a recognised nationality and issuing country as the country's name", async () => {
    const saved = await createApplication(t, headers, { passport: 'NP7000001', currentN: 'Nepali', issuedCountry: 'np' });
    expect(saved).toMatchObject({ currentN: 'Nepal', issuedCountry: 'Nepal' });
    const shown = (await t.app.inject({ url: `/api/application/fetchApplication/${saved._id}`, headers })).json();
    expect(shown).toMatchObject({ currentN: 'Nepal', issuedCountry: 'Nepal' });
  });

  it('keeps what it does not recognise as typed', async () => {
    const saved = await createApplication(t, headers, { passport: 'NP7000002', currentN: 'Tibetan ', issuedCountry: 'Bengali' });
    expect(saved).toMatchObject({ currentN: 'Tibetan', issuedCountry: 'Bengali' });
    expect((await enquiry(t, 'NP7000002', 'tibetan', saved.dob)).json().applications).toHaveLength(1);
  });

  it.each(['Nepal', 'Nepali', 'Nepalese', 'NP', 'npl', ' nepal '])('finds an application saved as Nepal when the applicant types %j', async (typed) => {
    const saved = await createApplication(t, headers, { passport: `NP71${String(typed.length).padStart(5, '0')}`, currentN: 'Nepal' });
    const res = await enquiry(t, saved.passport, typed, saved.dob);
    expect(res.statusCode).toBe(200);
    expect(res.json().applications.map((a: { passport: string }) => a.passport)).toEqual([saved.passport]);
  });

  it('changes a nationality on update the same way', async () => {
    const saved = await createApplication(t, headers, { passport: 'NP7000003', currentN: 'Nepal' });
    const res = await updateFields(t, headers, saved, { currentN: 'Indian', issuedCountry: 'IND' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ currentN: 'India', issuedCountry: 'India' });
  });

  it('the migration turns stored spellings into the country name and leaves the rest', async () => {
    const saved = await createApplication(t, headers, { passport: 'NP7000004' });
    const cases = [
      ['Nepali', 'Nepal'], ['NEPALESE', 'Nepal'], ['NP', 'Nepal'], ['Bangladeshi', 'Bangladesh'], ['Sri Lankan', 'Sri Lanka'],
      ['Filipino', 'Philippines'], ['U.S.A.', 'United States of America'], ['türkiye', 'Türkiye'], ["cote d'ivoire", "Cote d'Ivoire"],
      ['Tibetan', 'Tibetan'], ['Congo', 'Congo'], ['Nepal', 'Nepal'],
    ] as const;
    const sqlFile = await readFile(path.join(SERVER_ROOT, 'drizzle', '0005_normalise_countries.sql'), 'utf8');
    for (const [stored, expected] of cases) {
      await t.database.db.execute(sql`update applications set current_n = ${stored}, issued_country = ${stored} where id = ${saved._id}`);
      for (const statement of sqlFile.split('--> statement-breakpoint')) await t.database.db.execute(sql.raw(statement));
      const result = await t.database.db.execute(sql`select current_n, issued_country from applications where id = ${saved._id}`);
      const [row] = (result as unknown as { rows: unknown[] }).rows;
      expect(row, stored).toEqual({ current_n: expected, issued_country: expected });
    }
  });
});
