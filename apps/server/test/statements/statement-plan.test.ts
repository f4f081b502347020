import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decisionQuery, deletionQuery } from '../../src/statements/statement-standing.ts';
import { buildTestApp, type TestContext } from '../helpers.ts';
import { planOf } from '../query-plan.ts';

/**
 * What a statement needs of the history (when the status was last set; when an application was
 * deleted) is read from application_history_app_idx, never by scanning the history: the enquiry
 * reads it for every copy it answers, POST /api/verify for every genuine statement.
 */
describe('query plans of the statements on 100,000 history entries', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.database.db.execute(sql`
      insert into applications (id, surname, given_n, sex, dob, birth_city, current_n, identification, national_id,
        company, duty_duration, job_title, salary, passport, issued_country, phone, email, search_text)
      select lpad(to_hex(g), 24, '0'), 'Surname' || g, 'Given' || g, 'Male', '1990-01-01', 'City', 'Nepal', 'None', 'N' || g,
        'Co', '2 years', 'Cook', '1000', 'P' || lpad(g::text, 8, '0'), 'Nepal', '98000' || g, 'applicant' || g || '@example.com', ''
      from generate_series(1, 1000) g`);
    // A hundred entries an application, one in five a status change; one in twenty-five names none (exports, deletions).
    await t.database.db.execute(sql`
      insert into application_history (id, application_id, actor_id, actor_name, action, detail, created_at)
      select lpad(to_hex(100000 + g), 24, '0'), case when g % 25 = 0 then null else lpad(to_hex(1 + g % 1000), 24, '0') end,
        null, 'Staff', case when g % 25 = 0 then (case when g % 50 = 0 then 'deleted' else 'exported' end) when g % 5 = 1 then 'status' else 'updated' end,
        case when g % 50 = 0 then 'Application ' || lpad(to_hex(g), 24, '0') || ' deleted' when g % 5 = 1 then 'Status set to approved' else 'Changed: Phone' end,
        now() - (g || ' minutes')::interval
      from generate_series(1, 100000) g`);
    await t.database.db.execute(sql`vacuum analyze application_history`);
    await t.database.db.execute(sql`vacuum analyze applications`);
  }, 240_000);
  afterAll(() => t.close());

  it('finds when an application’s status was last set from the history index, newest first', async () => {
    // The enquiry reads the same column (latestStatusAt) beside each application it finds.
    const text = await planOf(t.database.db, decisionQuery(t.database.db, (42).toString(16).padStart(24, '0')));
    expect(text).toMatch(/Index Scan Backward using application_history_app_idx/);
    expect(text).not.toMatch(/Seq Scan on application_history|Sort/);
  });

  it('finds when an application was deleted without scanning the history', async () => {
    const text = await planOf(t.database.db, deletionQuery(t.database.db, (100).toString(16).padStart(24, '0')));
    expect(text).toMatch(/application_history_app_idx/);
    expect(text).not.toMatch(/Seq Scan on application_history/);
  });
});
