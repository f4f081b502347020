// `npm run bench:list`: the staff list's filters, orders and export on 1,000,000 applications.
// A scratch database on a PostgreSQL server (DATABASE_URL, else the local one at
// postgres://postgres@127.0.0.1:5432), migrated, filled by SQL, analysed; then each scenario's
// plans (EXPLAIN ANALYZE, BUFFERS) and the median time of the real service call, and its ratio to
// the unfiltered first page measured in the same run. See bench/README.md.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { ApplicationListQuerySchema, ApplicationExportQuerySchema } from '@visadesk/contract';
import { buildApp, type App } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { filterOf, orderOf } from '../apps/server/src/applications/application-filters.ts';
import { countQuery, idsQuery, sortsWhole, totalOf } from '../apps/server/src/applications/application-list.ts';
import { EXPORT_BATCH } from '../apps/server/src/applications/application-export.ts';
import { createWorkspace, envNumber, onExit, table } from './lib/harness.ts';
import { seedRealisticApplications } from './lib/list-seed.ts';
import { BASELINE, EXPORT_SCENARIOS, LIST_SCENARIOS } from './lib/list-scenarios.ts';
import { explain, medianMs, type PlanSummary } from './lib/plan-summary.ts';
import { print } from './lib/print.ts';

const COUNT = envNumber('BENCH_LIST_APPLICATIONS', 1_000_000);
const RUNS = envNumber('BENCH_LIST_RUNS', 7);
const SERVER = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
const VIEWER = { sessionId: '0'.repeat(24) };
const ACTOR = { ...VIEWER, id: '0'.repeat(24), name: 'bench:list' };

const workspace = await createWorkspace(SERVER);
let database: DatabaseHandle | undefined;
let app: App | undefined;
const cleanup = onExit(async () => {
  await app?.close();
  await database?.close();
  await workspace.dispose();
});

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const planText = (plan: PlanSummary) => `${plan.nodes}; ${ms(plan.executionMs)} ms, buffers hit ${plan.hit} read ${plan.read}`;
const parse = (query: string) => ApplicationListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));

async function start(): Promise<App> {
  const url = workspace.databaseUrl as string;
  database = await openDatabase({ databaseUrl: url });
  await database.migrate();
  print(`seeding ${COUNT.toLocaleString('en')} applications...`);
  const seeded = await seedRealisticApplications(url, COUNT);
  print(`inserted in ${seeded.insertSeconds.toFixed(1)} s, indexes built in ${seeded.indexSeconds.toFixed(1)} s, then VACUUM ANALYZE`);
  const config = loadConfig({ DATA_DIR: workspace.dataDir, DATABASE_URL: url, LOG_LEVEL: 'silent', WEB_DIST: `${workspace.dataDir}/no-web-build`, TIME_ZONE: 'UTC' });
  return buildApp({ config, database });
}

/** The plans of a list call: its total (counted, or read from the status counters) and its page. */
async function listPlans(target: App, query: ReturnType<typeof parse>) {
  const where = filterOf(query, 'UTC');
  const total = await totalOf(target.db, query, where);
  const counting = countQuery(query, where);
  const count = counting ? planText(await explain(target.db, counting)) : `status counters${where ? ' (one row)' : ' (sum)'}`;
  const order = orderOf(query.sort);
  const offset = (query.page - 1) * query.limit;
  const pageSql = where
    ? idsQuery({ where, order, sortWhole: sortsWhole(where, total), limit: query.limit, offset })
    : sql`select * from applications order by ${order.key} ${order.direction}, id ${order.direction} limit ${query.limit} offset ${offset}`;
  return { total, count, page: planText(await explain(target.db, pageSql)) };
}

async function listScenarios(target: App): Promise<void> {
  const rows = [['scenario', 'matches', 'median ms', 'of baseline']];
  const plans: string[] = [];
  // Every pooled connection prepared, the hot index pages cached: the baseline is not the first call's.
  for (let i = 0; i < 50; i += 1) await target.applications.list(parse(''), VIEWER);
  let baseline = 0;
  for (const [name, queryString] of LIST_SCENARIOS) {
    const query = parse(queryString);
    const median = await medianMs(RUNS, () => target.applications.list(query, VIEWER));
    if (name === BASELINE) baseline = median;
    const { total, count, page } = await listPlans(target, query);
    rows.push([name, total.toLocaleString('en'), ms(median), `${(median / baseline).toFixed(1)}x`]);
    plans.push(`${name} (?${queryString})\n  total: ${count}\n  page:  ${page}`);
  }
  print(`\nGET fetchApplication (the service's list call, in process: total, page, its documents), median of ${RUNS}\n`);
  print(table(rows));
  print(`\nPlans (EXPLAIN ANALYZE, BUFFERS; the page's ids, then its rows by primary key)\n\n${plans.join('\n')}`);
}

/** Reads an export to its end: rows and bytes. */
async function drain(target: App, queryString: string): Promise<{ rows: number; bytes: number }> {
  const filters = ApplicationExportQuerySchema.parse(Object.fromEntries(new URLSearchParams(queryString)));
  let bytes = 0;
  let rows = -1;
  for await (const chunk of await target.applications.export(filters, ACTOR)) {
    const bytesRead = chunk as Buffer;
    bytes += bytesRead.length;
    rows += bytesRead.toString('latin1').split('\r\n').length - 1;
  }
  return { rows, bytes };
}

async function exportScenarios(target: App): Promise<void> {
  const rows = [['export', 'rows', 'KB', 'median ms', 'rows/s']];
  for (const [name, queryString] of EXPORT_SCENARIOS) {
    const size = await drain(target, queryString);
    const median = await medianMs(Math.min(RUNS, 3), () => drain(target, queryString));
    rows.push([name, size.rows.toLocaleString('en'), String(Math.round(size.bytes / 1024)), ms(median), String(Math.round(size.rows / (median / 1000)))]);
  }
  print(`\nExports read to the end in process (CSV in batches of ${EXPORT_BATCH}), median of ${Math.min(RUNS, 3)}\n`);
  print(table(rows));
  const middle = await target.db.execute(sql`select id, created_at::text as key from applications order by created_at desc, id desc offset ${Math.floor(COUNT / 2)} limit 1`);
  const cursor = (middle as unknown as { rows: { id: string; key: string }[] }).rows[0];
  const order = orderOf('-createdAt');
  print('\nAn export batch from the middle of the whole list (keyset: the rows after the last one written)');
  print(`  ${planText(await explain(target.db, idsQuery({ where: undefined, order, sortWhole: false, limit: EXPORT_BATCH, ...(cursor ? { after: cursor } : {}) })))}`);
}

async function indexSizes(target: App): Promise<void> {
  const result = await target.db.execute(sql`select indexrelname as name, pg_relation_size(indexrelid) as bytes from pg_stat_user_indexes
    where relname = 'applications' order by indexrelname`);
  const sizes = (result as unknown as { rows: { name: string; bytes: string }[] }).rows;
  const heap = await target.db.execute(sql`select pg_relation_size('applications') as bytes`);
  const tableBytes = Number((heap as unknown as { rows: { bytes: string }[] }).rows[0]?.bytes ?? 0);
  print(`\nThe table: ${Math.round(tableBytes / 1024 / 1024)} MB; its indexes:`);
  print(table([['index', 'MB'], ...sizes.map((s) => [s.name, String(Math.round(Number(s.bytes) / 1024 / 1024))])]));
}

try {
  print(`bench:list on ${os.cpus().length} cores, Node ${process.version}; ${workspace.label}`);
  app = await start();
  const version = await app.db.execute(sql`select version() as v`);
  print((version as unknown as { rows: { v: string }[] }).rows[0]?.v ?? '');
  await listScenarios(app);
  await exportScenarios(app);
  await indexSizes(app);
  print(`\nload average: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  await cleanup();
}
