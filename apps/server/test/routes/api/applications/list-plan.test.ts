import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../helpers.ts';

/** The list and enquiry queries must use indexes, never scan the table, at 100,000 applications. */
describe('query plans on 100,000 applications', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.database.db.execute(sql`
      insert into applications (id, surname, given_n, sex, dob, birth_city, current_n, identification, national_id,
        company, duty_duration, job_title, salary, passport, issued_country, phone, email, search_text, created_at)
      select lpad(to_hex(g), 24, '0'), 'Surname' || g, 'Given' || g, 'Male', '1990-01-01', 'City', 'Nepali', 'None',
        'N' || g, 'Co', '2 years', 'Cook', '1000', 'P' || lpad(g::text, 8, '0'), 'Nepal', '98000' || g,
        'applicant' || g || '@example.com',
        lower('P' || lpad(g::text, 8, '0') || ' surname' || g || ' given' || g || ' applicant' || g || '@example.com'),
        now() - (g || ' seconds')::interval
      from generate_series(1, 100000) g`);
    await t.database.db.execute(sql`update application_stats set count = 100000 where status = 'pending'`);
    await t.database.db.execute(sql`analyze applications`);
  }, 240_000);
  afterAll(() => t.close());

  async function plan(query: ReturnType<typeof sql>): Promise<string> {
    const result = await t.database.db.execute(sql`explain ${query}`);
    return (result as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
  }

  it('pages through the list by index', async () => {
    const text = await plan(sql`select * from applications order by created_at desc nulls last, id desc nulls last limit 10 offset 500`);
    expect(text).toMatch(/Index Scan using applications_created_idx/);
    expect(text).not.toMatch(/Seq Scan on applications/);
  });

  it('searches by trigram index, for the page and for its total', async () => {
    const page = await plan(sql`select * from applications where search_text like '%p00012345%' order by created_at desc nulls last, id desc nulls last limit 10`);
    expect(page).toMatch(/applications_search_trgm_idx/);
    expect(page).not.toMatch(/Seq Scan on applications/);
    const total = await plan(sql`select count(*) from applications where search_text like '%surname4242 %'`);
    expect(total).toMatch(/applications_search_trgm_idx/);
    expect(total).not.toMatch(/Seq Scan on applications/);
  });

  it('matches the enquiry by index', async () => {
    const text = await plan(sql`select * from applications where passport = 'P00012345' and lower(current_n) = 'nepali' and dob = '1990-01-01' limit 10`);
    expect(text).toMatch(/Index Scan using applications_(enquiry_idx|passport_key)/);
    expect(text).not.toMatch(/Seq Scan/);
  });

  it('answers a list page and its total through the API', async () => {
    const { headers } = await t.loginAs('admin');
    const res = await t.app.inject({ url: '/api/application/fetchApplication?page=3&limit=10', headers });
    expect(res.json()).toMatchObject({ totalApplication: 100000, totalPages: 10000, currentPage: 3 });
    expect(res.json().applications).toHaveLength(10);
  });
});
