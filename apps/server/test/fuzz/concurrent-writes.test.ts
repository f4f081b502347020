import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers.ts';

/**
 * Found by `npm run bench:soak` on PostgreSQL: two status changes in opposite directions at the
 * same moment (pending -> approved and approved -> pending) each locked one status counter and
 * waited for the other; PostgreSQL broke the deadlock by failing one with a 500. Both the embedded
 * PostgreSQL and a server run these transactions truly at once: on either this is the proof.
 */
const APPLICATIONS = 24;
const ROUNDS = 6;

describe('concurrent status changes', () => {
  let t: TestContext;
  let headers: { authorization: string };
  const ids = Array.from({ length: APPLICATIONS }, (_, i) => (0xc0ffee000 + i).toString(16).padStart(24, '0'));
  beforeAll(async () => {
    t = await buildTestApp();
    headers = (await t.loginAs('admin')).headers;
    await t.database.db.execute(sql`
      insert into applications (id, surname, given_n, sex, dob, birth_city, current_n, identification, national_id,
        company, duty_duration, job_title, salary, passport, issued_country, phone, email, is_status)
      select lpad(to_hex(${0xc0ffee000}::bigint + g), 24, '0'), 'Surname', 'Given', 'Male', '1990-01-01', 'City', 'Nepali', 'None',
        'N' || g, 'Co', '2 years', 'Cook', '1000', 'CW' || lpad(g::text, 6, '0'), 'Nepal', '98000' || g, 'cw' || g || '@example.com',
        case when g % 2 = 0 then 'pending' else 'approved' end
      from generate_series(0, ${APPLICATIONS - 1}::int) g`);
    await t.database.db.execute(sql`update application_stats set count = count + ${APPLICATIONS / 2}::int where status in ('pending', 'approved')`);
  });
  afterAll(() => t.close());

  it('never fail, and keep the status counters equal to the applications', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      // Half go pending -> approved while the other half go approved -> pending, all at once.
      const answers = await Promise.all(
        ids.map((id, i) => {
          const to = (i + round) % 2 === 0 ? 'Approve' : 'Pending';
          return t.app.inject({ method: 'PUT', url: `/api/application/updateApplication${to}/${id}`, headers });
        }),
      );
      expect(answers.map((a) => a.statusCode), `round ${round}: ${answers.find((a) => a.statusCode !== 200)?.body}`).toEqual(ids.map(() => 200));
    }
    const counted = await t.database.db.execute(sql`
      select s.status, s.count, (select count(*)::int from applications a where a.is_status = s.status) as actual
      from application_stats s order by s.status`);
    for (const row of (counted as unknown as { rows: { status: string; count: number; actual: number }[] }).rows) {
      expect(Number(row.count), row.status).toBe(Number(row.actual));
    }
  });
});
