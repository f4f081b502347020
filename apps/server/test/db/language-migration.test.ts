import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { languageOfNationality } from '@visadesk/contract';
import * as schema from '../../src/db/schema.ts';

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');
const NATIONALITIES = ['Nepal', 'Bangladesh', 'India', 'Pakistan', 'France', 'Belgium', "Cote d'Ivoire", 'Sri Lanka', 'Tibetan'];

const row = (n: number, currentN: string) => ({
  id: String(n).padStart(24, '0'), surname: 'Sharma', givenN: 'Anita', sex: 'Female', dob: '1992-04-17', birthCity: 'Pokhara',
  currentN, identification: 'Mole', nationalId: `NID-${n}`, company: 'Maple Foods', dutyDuration: '2 years', jobTitle: 'Cook',
  salary: '1200', passport: `PA${n}`, issuedCountry: currentN, phone: '9812345678', email: `anita.${n}@example.com`,
});

/**
 * Migration 0012 on PGlite, the other database this project runs (earlier releases' embedded one, and
 * the import of it): the applications on file get their nationality's language. The PostgreSQL run of
 * the same backfill is in test/routes/api/applications/language.test.ts.
 */
describe('migration 0012 on PGlite', () => {
  it("gives each application on file its nationality's language", async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      const db = drizzle(client, { schema });
      await migrate(db, { migrationsFolder });
      await db.insert(schema.applications).values(NATIONALITIES.map((nationality, n) => row(n, nationality)));
      const [, backfill] = readFileSync(path.join(migrationsFolder, '0012_application_language.sql'), 'utf8').split('--> statement-breakpoint');
      await db.execute(sql.raw(backfill ?? ''));
      const rows = await db.select({ currentN: schema.applications.currentN, language: schema.applications.language }).from(schema.applications);
      expect(rows.map((r) => [r.currentN, r.language]).sort()).toEqual(NATIONALITIES.map((n) => [n, languageOfNationality(n)]).sort());
      expect(new Set(rows.map((r) => r.language))).toEqual(new Set(['ne', 'bn', 'hi', 'ur', 'fr', 'en']));
    } finally {
      await client.close();
    }
  });
});
