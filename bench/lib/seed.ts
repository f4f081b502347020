import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';

/** The seeded applicant number `g` (1..count) and what identifies it, as the seed SQL writes them. */
export const seeded = {
  id: (g: number) => g.toString(16).padStart(24, '0'),
  passport: (g: number) => `P${String(g).padStart(8, '0')}`,
  // As the desk saves it (the enquiry may still be asked for "Nepali", ADR 020).
  nationality: 'Nepal',
  dob: '1990-01-01',
};

/** The stored files every seeded application points at: its photo's three variants and three documents. */
const SHARED_FILES = ['photo', 'photo-thumb', 'photo-original', 'job-letter', 'lmia', 'visa'].map((name, i) => ({
  id: `bench${String(i).padStart(19, '0')}`,
  name,
  contentType: i < 2 ? 'image/webp' : i === 2 ? 'image/jpeg' : 'application/pdf',
}));
export const SEEDED_DOCUMENT_SLOTS = ['file1', 'file2', 'file3'];

/**
 * `count` applications in one INSERT ... SELECT generate_series (as list-plan.test.ts does), with
 * `withFiles` each with a photo and three documents as the desk leaves them (so every answer
 * carries signed links, as real ones do; the rows share six file records, whose bytes are never
 * read, so nothing may replace or delete them: bench:api only reads), their status
 * counter, and fresh planner statistics. Seconds on PostgreSQL.
 */
export async function seedApplications(db: Database, count: number, withFiles = false): Promise<void> {
  if (count <= 0) return;
  const shared = withFiles ? SHARED_FILES.map((f) => f.id) : [];
  for (const file of withFiles ? SHARED_FILES : []) {
    await db.execute(sql`insert into files (id, content_type, size, sha256, original_name)
      values (${file.id}, ${file.contentType}, 100000, ${'0'.repeat(64)}, ${file.name})`);
  }
  await db.execute(sql`
    insert into applications (id, surname, given_n, sex, dob, birth_city, current_n, identification, national_id,
      company, duty_duration, job_title, salary, passport, issued_country, phone, email, search_text, created_at,
      photo_file_id, photo_thumb_file_id, photo_original_file_id)
    select lpad(to_hex(g), 24, '0'), 'Surname' || g, 'Given' || g, 'Male', ${seeded.dob}, 'City', ${seeded.nationality}, 'None',
      'N' || g, 'Co', '2 years', 'Cook', '1000', 'P' || lpad(g::text, 8, '0'), 'Nepal', '98000' || g,
      'applicant' || g || '@example.com',
      lower('P' || lpad(g::text, 8, '0') || ' surname' || g || ' given' || g || ' applicant' || g || '@example.com'),
      now() - (g || ' seconds')::interval, ${shared[0] ?? null}, ${shared[1] ?? null}, ${shared[2] ?? null}
    from generate_series(1, ${count}::int) g`);
  for (const [i, slot] of (withFiles ? SEEDED_DOCUMENT_SLOTS : []).entries()) {
    await db.execute(sql`
      insert into application_documents (application_id, slot, file_id)
      select lpad(to_hex(g), 24, '0'), ${slot}, ${shared[3 + i] ?? ''} from generate_series(1, ${count}::int) g`);
  }
  await db.execute(sql`update application_stats set count = count + ${count}::int where status = 'pending'`);
  await db.execute(sql`analyze applications`);
  await db.execute(sql`analyze application_documents`);
}
