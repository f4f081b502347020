/**
 * npm run seed:demo -- [--count N] [--force]
 * Fills the configured database (embedded, or PostgreSQL with DATABASE_URL) with demo content:
 * N applications (default 50) with photos, documents and history, three slides and two admins,
 * and the first super admin when there is no staff yet. Refuses a database that already holds
 * applications unless --force. ADR 009 says how it stays fast and why its files are safe to delete.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { ConfigError, loadConfig, type AppConfig } from '../config/config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createFirstSuperAdmin } from '../staff/first-super-admin.ts';
import { usePrivateUmask } from '../lib/private-files.ts';
import { seedApplications } from '../seed/demo-applications.ts';
import { parseSeedArguments, USAGE } from '../seed/demo-arguments.ts';
import { credentialsText, summaryText } from '../seed/demo-report.ts';
import { makeSamples } from '../seed/demo-samples.ts';
import { ensureDemoSlides } from '../seed/demo-slides.ts';
import { ensureDemoAdmins, type DemoStaff } from '../seed/demo-staff.ts';
import { ProgressBar } from '../seed/progress.ts';
import { sampleWriterFor } from '../seed/sample-writers.ts';
import { FilesService } from '../storage/files.ts';
import { SlidersService } from '../slides/sliders.ts';
import { UsersService } from '../staff/users.ts';
import { createStorage } from '../storage/index.ts';
import { cliDatabaseOptions, makeDataDirPrivate } from './cli-database.ts';

usePrivateUmask();
const started = performance.now();
const args = parseSeedArguments(process.argv.slice(2));
if ('error' in args) {
  process.stderr.write(`${args.error}\n${USAGE}`);
  process.exit(2);
}

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** Counted before migrating, so a refused run changes nothing, not even the schema. */
async function applicationsIn(db: Database): Promise<number> {
  const rows = async (query: SQL) => (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  const table = await rows(sql`select to_regclass('public.applications') is not null as present`);
  if (!table.rows[0]?.present) return 0;
  return Number((await rows(sql`select count(*) as n from applications`)).rows[0]?.n ?? 0);
}

const config = readConfig();
const database = await openDatabase(cliDatabaseOptions(config));
let staff: DemoStaff | undefined;
try {
  const { db } = database;
  const existing = await applicationsIn(db);
  if (existing > 0 && !args.force) {
    process.stderr.write(
      `The database already holds ${existing} applications, so nothing was changed. To add ${args.count} demo applications to them: npm run seed:demo -- --count ${args.count} --force\n`,
    );
    process.exitCode = 1;
  } else {
    await database.migrate();
    const storage = await createStorage(config, db);
    await storage.check?.();
    const users = new UsersService(db, config.argon2);
    const superAdmin = await createFirstSuperAdmin(users, config, {
      print: (text) => process.stdout.write(text),
      log: (message) => process.stdout.write(`${message}\n`),
    });
    staff = await ensureDemoAdmins(db, users);
    const tempDir = path.join(config.dataDir, 'tmp');
    const slides = await ensureDemoSlides(new SlidersService(db, new FilesService(db, storage, config.secrets.fileUrl)), tempDir);
    const samples = await makeSamples();
    const writer = sampleWriterFor(storage, tempDir);
    const bar = new ProgressBar('Applications', args.count);
    bar.update(0);
    const applicationsStarted = performance.now();
    try {
      const tally = await seedApplications({
        db, writer, samples, actors: staff.actors, count: args.count, timeZone: config.timeZone, onProgress: (done) => bar.update(done),
      });
      const applicationsMs = performance.now() - applicationsStarted;
      process.stdout.write(summaryText({ count: args.count, tally, slides, superAdmin, staff, applicationsMs, totalMs: performance.now() - started }));
    } finally {
      writer.close();
      storage.close?.();
    }
  }
} catch (error) {
  process.stderr.write(`The demo seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  // Also after a failure: an account made this run is no use without its password.
  if (staff) process.stdout.write(credentialsText(staff));
  await database.close();
  // Whatever an earlier release's embedded database left readable, it is private once this ends.
  makeDataDirPrivate(config.dataDir);
}
