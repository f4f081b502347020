import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';

/** The seeded applicant number `g` (1..count) and what identifies it, as the seed SQL writes them. */
export const seeded = {
  id: (g: number) => g.toString(16).padStart(24, '0'),
  passport: (g: number) => `P${String(g).padStart(8, '0')}`,
  nationality: 'Nepali',
  dob: '1990-01-01',
};

/**
 * `count` applications in one INSERT ... SELECT generate_series (as list-plan.test.ts does), their
 * status counter, and fresh planner statistics. Seconds on PostgreSQL; PGlite takes longer.
 */
export async function seedApplications(db: Database, count: number): Promise<void> {
  if (count <= 0) return;
  await db.execute(sql`
    insert into applications (id, surname, given_n, sex, dob, birth_city, current_n, identification, national_id,
      company, duty_duration, job_title, salary, passport, issued_country, phone, email, search_text, created_at)
    select lpad(to_hex(g), 24, '0'), 'Surname' || g, 'Given' || g, 'Male', ${seeded.dob}, 'City', ${seeded.nationality}, 'None',
      'N' || g, 'Co', '2 years', 'Cook', '1000', 'P' || lpad(g::text, 8, '0'), 'Nepal', '98000' || g,
      'applicant' || g || '@example.com',
      lower('P' || lpad(g::text, 8, '0') || ' surname' || g || ' given' || g || ' applicant' || g || '@example.com'),
      now() - (g || ' seconds')::interval
    from generate_series(1, ${count}::int) g`);
  await db.execute(sql`update application_stats set count = count + ${count}::int where status = 'pending'`);
  await db.execute(sql`analyze applications`);
}
