import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, DASHBOARD_EXPIRING_MAX, PASSPORT_EXPIRY_HORIZON_DAYS } from '@visadesk/contract';
import { crossingsStatement, expiringCountQuery, expiringPageQuery } from '../../../../src/applications/passport-expiry.ts';
import { buildTestApp, type TestContext } from '../../../helpers.ts';
import { planOf } from '../../../query-plan.ts';

const TODAY = '2027-03-01';

/**
 * The dashboard's expiring passports and the digest's crossings read the partial index of known
 * expiries, never the whole table: at 100,000 applications, one in fifty with an expiry on file.
 */
describe('query plans of the expiring passports on 100,000 applications', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.database.db.execute(sql`
      insert into applications (id, surname, given_n, sex, dob, birth_city, current_n, identification, national_id,
        company, duty_duration, job_title, salary, passport, issued_country, phone, email, search_text, passport_expiry)
      select lpad(to_hex(g), 24, '0'), 'Surname' || g, 'Given' || g, 'Male', '1990-01-01', 'City', 'Nepal', 'None',
        'N' || g, 'Co', '2 years', 'Cook', '1000', 'P' || lpad(g::text, 8, '0'), 'Nepal', '98000' || g, 'applicant' || g || '@example.com', '',
        case when g % 50 = 0 then to_char(${TODAY}::date + (g % 7300) - 1800, 'YYYY-MM-DD') else '' end
      from generate_series(1, 100000) g`);
    await t.database.db.execute(sql`vacuum analyze applications`);
  }, 240_000);
  afterAll(() => t.close());

  const plan = (query: Parameters<typeof planOf>[1]) => planOf(t.database.db, query);

  const until = addDays(TODAY, PASSPORT_EXPIRY_HORIZON_DAYS);

  it("reads the dashboard's first page in the index's order", async () => {
    const text = await plan(expiringPageQuery(until, DASHBOARD_EXPIRING_MAX));
    expect(text).toMatch(/Index Scan using applications_passport_expiry_idx/);
    expect(text).not.toMatch(/Seq Scan|Sort/);
  });

  it("counts the dashboard's total through the index", async () => {
    const text = await plan(expiringCountQuery(until));
    expect(text).toMatch(/applications_passport_expiry_idx/);
    expect(text).not.toMatch(/Seq Scan/);
  });

  it("finds the digest's crossings through the index", async () => {
    const text = await plan(crossingsStatement(TODAY));
    expect(text).toMatch(/applications_passport_expiry_idx/);
    expect(text).not.toMatch(/Seq Scan on applications/);
  });
});
