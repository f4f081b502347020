import { or, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { applications } from '../db/schema.ts';
import { identify, type DemoApplicant } from './demo-applicants.ts';
import { between } from './random.ts';

/**
 * Emails and passports are unique within a run by construction; a run with --force may still meet
 * an earlier run's or a real applicant's. Those few get fresh random numbers until none clashes
 * with the database, the rest of the batch or the batch still being committed.
 */
export async function makeUnique(db: Database, batch: DemoApplicant[], uncommitted: DemoApplicant[]): Promise<void> {
  const pending = new Set(uncommitted.flatMap((a) => [a.fields.email, a.fields.passport]));
  let suspects = batch;
  while (suspects.length > 0) {
    const taken = await db
      .select({ email: applications.email, passport: applications.passport })
      .from(applications)
      .where(or(inArray(applications.email, suspects.map((a) => a.fields.email)), inArray(applications.passport, suspects.map((a) => a.fields.passport))));
    const used = new Set(taken.flatMap((t) => [t.email, t.passport]));
    const seen = new Set(pending);
    const clashing: DemoApplicant[] = [];
    for (const applicant of batch) {
      const { email, passport } = applicant.fields;
      if (used.has(email) || used.has(passport) || seen.has(email) || seen.has(passport)) clashing.push(applicant);
      else seen.add(email).add(passport);
    }
    for (const applicant of clashing) identify(applicant, between(0, 9_999_999), between(0, 9_999_999));
    suspects = clashing;
  }
}
