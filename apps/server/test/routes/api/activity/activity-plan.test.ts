import { and, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityFiltersSchema, type ActivityPage } from '@visadesk/contract';
import { activityFilterOf, entriesQuery } from '../../../../src/activity/activity-entries.ts';
import { after } from '../../../../src/activity/activity-export.ts';
import { buildTestApp, type TestContext } from '../../../helpers.ts';
import { planOf } from '../../../query-plan.ts';

/** The n-th of the twenty busy staff members' ids; RARE did one entry in a thousand. */
const staffId = (n: number) => (0xa000 + n).toString(16).padStart(24, '0');
const RARE = staffId(99);

/** The activity log must read its pages from an index, never scan or sort the history, at 100,000 entries. */
describe('query plans on 100,000 history entries', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.database.db.execute(sql`
      insert into applications (id, surname, given_n, sex, dob, birth_city, current_n, identification, national_id,
        company, duty_duration, job_title, salary, passport, issued_country, phone, email, search_text)
      select lpad(to_hex(g), 24, '0'), 'Surname' || g, 'Given' || g, 'Male', '1990-01-01', 'City', 'Nepal', 'None', 'N' || g,
        'Co', '2 years', 'Cook', '1000', 'P' || lpad(g::text, 8, '0'), 'Nepal', '98000' || g, 'applicant' || g || '@example.com', ''
      from generate_series(1, 1000) g`);
    // Twenty busy staff members and a rare one, one entry a minute back from now; one in twenty-five an export.
    await t.database.db.execute(sql`
      insert into application_history (id, application_id, actor_id, actor_name, action, detail, created_at)
      select lpad(to_hex(100000 + g), 24, '0'), case when g % 25 = 0 then null else lpad(to_hex(1 + g % 1000), 24, '0') end,
        case when g % 1000 = 1 then ${RARE} else lpad(to_hex(${0xa000} + g % 20), 24, '0') end,
        case when g % 1000 = 1 then 'Rare' else 'Staff ' || g % 20 end, case when g % 25 = 0 then 'exported' else 'updated' end,
        'Changed: Phone', now() - (g || ' minutes')::interval
      from generate_series(1, 100000) g`);
    await t.database.db.execute(sql`vacuum analyze application_history`);
    await t.database.db.execute(sql`vacuum analyze applications`);
  }, 240_000);
  afterAll(() => t.close());

  const plan = (query: Parameters<typeof planOf>[1]) => planOf(t.database.db, query);

  const whereOf = (query: Record<string, string>) => activityFilterOf(ActivityFiltersSchema.parse(query), 'UTC');
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

  // A busy staff member's entries are found as well walking the time index (they are every
  // twentieth) as their own: either way, from an index in the log's order, nothing sorted.
  it.each<[string, Record<string, string>, RegExp]>([
    ['everyone', {}, /Index Scan using application_history_created_idx/],
    ['a busy staff member', { actor: staffId(7) }, /Index Scan using application_history_(actor|created)_idx/],
    ['a rare staff member', { actor: RARE }, /Index Scan using application_history_actor_idx/],
    ['everyone\'s last week', { from: daysAgo(7) }, /Index Scan using application_history_created_idx/],
  ])('reads a page of %s from an index, in its order', async (_who, query, index) => {
    const text = await plan(entriesQuery(t.database.db, whereOf(query)).limit(10).offset(20));
    expect(text).toMatch(index);
    expect(text).not.toMatch(/Seq Scan on application_history|Sort/);
  });

  it('finds a staff member\'s week by their index (a few entries, sorted whole)', async () => {
    const text = await plan(entriesQuery(t.database.db, whereOf({ actor: RARE, from: daysAgo(7), to: daysAgo(0) })).limit(10));
    expect(text).toMatch(/application_history_actor_idx/);
    expect(text).not.toMatch(/Seq Scan on application_history/);
  });

  // The key is a range of the index (an Index Cond), not a filter on what it reads; a rare staff
  // member's few entries past it may be sorted whole.
  it.each<[string, Record<string, string>, RegExp, RegExp]>([
    ['everyone', {}, /Index Scan using application_history_created_idx/, /Seq Scan on application_history|Sort/],
    ['a busy staff member', { actor: staffId(3) }, /Index Scan using application_history_(actor|created)_idx/, /Seq Scan on application_history|Sort/],
    ['a rare staff member', { actor: RARE }, /Index Scan (using|on) application_history_actor_idx/, /Seq Scan on application_history/],
  ])('reads each export batch of %s after the last one\'s key, from an index', async (_who, query, index, never) => {
    const cursor = { key: new Date(Date.now() - 30 * 86_400_000).toISOString(), id: 'f'.repeat(24) };
    const text = await plan(entriesQuery(t.database.db, and(whereOf(query), after(cursor))).limit(500));
    expect(text).toMatch(index);
    expect(text).toMatch(/Index Cond: .*ROW\(created_at, id\) < ROW\(/);
    expect(text).not.toMatch(never);
  });

  it('counts a staff member\'s entries through their index', async () => {
    const text = await plan(sql`select count(*) from application_history where ${whereOf({ actor: RARE })}`);
    expect(text).toMatch(/application_history_actor_idx/);
    expect(text).not.toMatch(/Seq Scan/);
  });

  it('answers a page, a staff member\'s page and their totals through the API', async () => {
    const { headers } = await t.loginAs('superadmin');
    const everyone = (await t.app.inject({ url: '/api/activity?page=3', headers })).json() as ActivityPage;
    expect(everyone).toMatchObject({ total: 100000, totalPages: 10000, currentPage: 3 });
    expect(everyone.entries).toHaveLength(10);
    const one = (await t.app.inject({ url: `/api/activity?actor=${staffId(7)}&limit=100`, headers })).json() as ActivityPage;
    expect(one).toMatchObject({ total: 5000, totalPages: 50 });
    expect(new Set(one.entries.map((entry) => entry.actorName))).toEqual(new Set(['Staff 7']));
    expect(one.entries.filter((entry) => entry.applicantName === '').every((entry) => entry.action === 'exported')).toBe(true);
    expect((await t.app.inject({ url: `/api/activity?actor=${RARE}`, headers })).json()).toMatchObject({ total: 100, totalPages: 10 });
  });
});
