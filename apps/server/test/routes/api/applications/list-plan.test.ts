import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationListQuerySchema } from '@visadesk/contract';
import { filterOf, orderOf } from '../../../../src/applications/application-filters.ts';
import { idsQuery } from '../../../../src/applications/application-list.ts';
import { approvedQuery, lastMonths, registeredQuery } from '../../../../src/dashboard/dashboard-months.ts';
import { buildTestApp, type TestContext } from '../../../helpers.ts';
import { planOf } from '../../../query-plan.ts';

/** The list and enquiry queries must use indexes, never scan the table, at 100,000 applications. */
describe('query plans on 100,000 applications', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.database.db.execute(sql`
      insert into applications (id, surname, given_n, sex, dob, birth_city, current_n, identification, national_id,
        company, duty_duration, job_title, salary, passport, issued_country, phone, email, search_text, created_at)
      select lpad(to_hex(g), 24, '0'), case when g % 100 = 7 then 'Zz' else 'Surname' end || g, 'Given' || g, 'Male', '1990-01-01', 'City',
        (array['Nepali', 'Nepal', 'India', 'Bangladesh', 'Pakistan'])[1 + g % 5] || case when g % 100 = 7 then ' (rare)' else '' end, 'None',
        'N' || g, 'Co', '2 years', (array['Cook', 'Worker', 'Cleaner', 'Driving', 'Plumber', 'Manager', 'Holder'])[1 + g % 7], '1000',
        'P' || lpad(g::text, 8, '0'), 'Nepal', '98000' || g, 'applicant' || g || '@example.com',
        lower('P' || lpad(g::text, 8, '0') || ' surname' || g || ' given' || g || ' applicant' || g || '@example.com'),
        now() - (g || ' hours')::interval
      from generate_series(1, 100000) g`);
    // Half pending, three in ten approved (with their approve date), two rejected, as the desk has them.
    await t.database.db.execute(sql`update applications set is_status = (array['pending', 'approved', 'pending', 'rejected', 'approved', 'pending', 'pending', 'approved', 'rejected', 'pending'])[1 + abs(hashtext(id)) % 10],
      pending = to_char(created_at, 'YYYY-MM-DD')`);
    await t.database.db.execute(sql`update applications set approve = to_char(created_at + interval '30 days', 'YYYY-MM-DD') where is_status = 'approved'`);
    await t.database.db.execute(sql`update application_stats s set count = (select count(*)::int from applications a where a.is_status = s.status)`);
    await t.database.db.execute(sql`vacuum analyze applications`);
  }, 240_000);
  afterAll(() => t.close());

  const plan = (query: Parameters<typeof planOf>[1]) => planOf(t.database.db, query);

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

  it.each(['+977 981-2345678', '००९७७ 98000123'])('searches a phone number (%s) by the same trigram index', async (search) => {
    const where = filterOf(ApplicationListQuerySchema.parse({ search }), 'UTC');
    const total = await plan(sql`select count(*) from applications where ${where}`);
    expect(total).toMatch(/applications_search_trgm_idx/);
    expect(total).not.toMatch(/Seq Scan on applications/);
  });

  it("counts the dashboard's months by index: a year of registrations, a year of approvals", async () => {
    const firstDay = lastMonths(new Date().toISOString().slice(0, 10))[0] + '-01';
    const registered = await plan(registeredQuery(firstDay, 'Asia/Kathmandu'));
    // The index on registration, or on PostgreSQL 18 a skip scan of the job title's (which leads
    // with one of 14 titles, then the registration): a range of a year either way.
    expect(registered).toMatch(/Index (Only )?Scan using applications_(created|job_title)_idx[^\n]*\n\s+Index Cond: \(created_at >=/);
    expect(registered).not.toMatch(/Seq Scan on applications/);
    const approved = await plan(approvedQuery(firstDay));
    expect(approved).toMatch(/applications_approve_idx/);
    expect(approved).not.toMatch(/Seq Scan on applications/);
  });

  it('matches the enquiry by index', async () => {
    const text = await plan(sql`select * from applications where passport = 'P00012345' and lower(current_n) = 'nepali' and dob = '1990-01-01' limit 10`);
    expect(text).toMatch(/Index Scan using applications_(enquiry_idx|passport_key)/);
    expect(text).not.toMatch(/Seq Scan/);
  });

  const listed = (query: Record<string, string>) => ApplicationListQuerySchema.parse(query);
  const slice = (query: Record<string, string>, sortWhole: boolean) => {
    const parsed = listed(query);
    return idsQuery({ where: filterOf(parsed, 'UTC'), order: orderOf(parsed.sort), sortWhole, limit: 10, offset: 0 });
  };

  it.each<[string, RegExp]>([
    ['surname', /Index Scan using applications_surname_idx/],
    ['-surname', /Index Scan Backward using applications_surname_idx/],
    ['approve', /Index Scan using applications_approve_idx/],
    ['-approve', /Index Scan Backward using applications_approve_idx/],
    ['pending', /Index Scan using applications_pending_idx/],
    ['-pending', /Index Scan Backward using applications_pending_idx/],
    ['createdAt', /Index Scan Backward using applications_created_idx/],
    ['-createdAt', /Index Scan using applications_created_idx/],
  ])('reads the whole list in %s order from its index', async (sort, index) => {
    const order = orderOf(listed({ sort }).sort);
    const text = await plan(sql`select * from applications order by ${order.key} ${order.direction}, id ${order.direction} limit 10 offset 500`);
    expect(text).toMatch(index);
    expect(text).not.toMatch(/Seq Scan|Sort/);
  });

  it.each<[Record<string, string>, RegExp]>([
    [{ nationality: 'nepal' }, /Index Only Scan using applications_nationality_idx/],
    [{ jobTitle: 'Cook' }, /Index Only Scan using applications_job_title_idx/],
    // The last 1,000 hours: 1% of the rows.
    [{ status: 'approved', createdFrom: new Date(Date.now() - 1000 * 3_600_000).toISOString().slice(0, 10) }, /Index Only Scan using applications_created_idx/],
    [{ status: 'pending', jobTitle: 'Cook', nationality: 'Nepal' }, /Index Only Scan using applications_(job_title|nationality)_idx/],
  ])('counts %j from an index alone', async (query, index) => {
    const where = filterOf(listed(query), 'UTC');
    const text = await plan(sql`select count(*) from applications where ${where}`);
    expect(text).toMatch(index);
    expect(text).not.toMatch(/Seq Scan|Bitmap Heap Scan/);
  });

  it('walks the order\'s index for many matches, skipping the rest inside the index', async () => {
    const text = await plan(slice({ status: 'pending', nationality: 'India', sort: 'surname' }, false));
    expect(text).toMatch(/Index Only Scan using applications_surname_idx/);
    expect(text).not.toMatch(/Seq Scan|Sort/);
  });

  // The rare nationality's surnames all sort last: walking the surname index would pass every other
  // row before the first match, and the planner, which takes columns as unrelated, cannot know.
  it('sorts few matches whole, read through the filter\'s index', async () => {
    const text = await plan(slice({ nationality: 'India (rare)', sort: 'surname' }, true));
    expect(text).toMatch(/Sort/);
    expect(text).toMatch(/applications_nationality_idx/);
    expect(text).not.toMatch(/Seq Scan|applications_surname_idx/);
  });

  it('answers a list page and its total through the API', async () => {
    const { headers } = await t.loginAs('admin');
    const res = await t.app.inject({ url: '/api/application/fetchApplication?page=3&limit=10', headers });
    expect(res.json()).toMatchObject({ totalApplication: 100000, totalPages: 10000, currentPage: 3 });
    // More than are sorted whole: the page is found by walking the surname index.
    const nepal = await t.app.inject({ url: '/api/application/fetchApplication?nationality=Nepal&sort=-surname', headers });
    const counted = await t.database.db.execute(sql`select count(*)::int as n from applications where lower(current_n) = 'nepal'`);
    const expected = (counted as unknown as { rows: { n: number }[] }).rows[0]?.n;
    expect(expected).toBeGreaterThan(10_000);
    expect(nepal.json()).toMatchObject({ totalApplication: expected, totalPages: Math.ceil((expected ?? 0) / 10) });
    expect(nepal.json().applications).toHaveLength(10);
    expect(res.json().applications).toHaveLength(10);
  });
});
