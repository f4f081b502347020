// `npm run bench:queues`: graphile-worker against pg-boss for the desk's background work (ADR 054,
// item 4 of "Outgrowing one machine"), on DATABASE_URL's PostgreSQL (else the machine's at
// 127.0.0.1:5432; a scratch database each). For each, in the same run:
//   - enqueue: QUEUE_JOBS (3,000) jobs, each added in its own transaction beside a business row, as
//     the outbox's email is added with the status change it tells about;
//   - drain: the time until a worker with 4 at once has run them all (a handler that does nothing;
//     pg-boss fetching batches of 10 back to back, its documented way to drain a backlog);
//   - pickup: the median time from a job's commit to its handler starting, with the worker idle (the
//     queue's LISTEN/NOTIFY wake-up; polling left at 2 s so polling alone would show).
// Prints each figure and pg-boss's against graphile-worker's.
import pg from 'pg';
import { Logger, makeWorkerUtils, run as runGraphile } from 'graphile-worker';
import { PgBoss } from 'pg-boss';
import { createWorkspace, envNumber, table } from './lib/harness.ts';
import { print } from './lib/print.ts';

const JOBS = envNumber('QUEUE_JOBS', 3_000);
const PICKUPS = envNumber('QUEUE_PICKUPS', 25);
const SERVER = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
const silent = new Logger(() => () => {});

interface Figures {
  enqueueMs: number;
  drainMs: number;
  pickupMs: number;
}

interface Engine {
  /** Installs the queue's schema (its migrations) before anything is added. */
  prepare(): Promise<void>;
  /** Adds one job inside the transaction `client` has open. */
  add(client: pg.PoolClient, n: number): Promise<void>;
  /** Starts a worker calling `handle` for each job; answers how to stop it. */
  work(handle: (n: number) => void): Promise<() => Promise<void>>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(url: string, engine: Engine): Promise<Figures> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', () => {});
  await pool.query('create table business (id int primary key)');
  await engine.prepare();
  const inTransaction = async (n: number) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('insert into business (id) values ($1)', [n]);
      await engine.add(client, n);
      await client.query('commit');
    } finally {
      client.release();
    }
  };

  const enqueueStarted = performance.now();
  for (let n = 0; n < JOBS; n += 1) await inTransaction(n);
  const enqueueMs = performance.now() - enqueueStarted;

  let done = 0;
  let allDone: () => void = () => {};
  const finished = new Promise<void>((resolve) => (allDone = resolve));
  const pickups = new Map<number, (at: number) => void>();
  const drainStarted = performance.now();
  const stop = await engine.work((n) => {
    if (n >= JOBS) pickups.get(n)?.(performance.now());
    else if ((done += 1) === JOBS) allDone();
  });
  await finished;
  const drainMs = performance.now() - drainStarted;

  const waits: number[] = [];
  for (let i = 0; i < PICKUPS; i += 1) {
    await new Promise((r) => setTimeout(r, 150));
    const n = JOBS + i;
    const started = new Promise<number>((resolve) => pickups.set(n, resolve));
    await inTransaction(n);
    const committed = performance.now();
    waits.push((await started) - committed);
  }
  await stop();
  await pool.end();
  return { enqueueMs, drainMs, pickupMs: median(waits) };
}

const graphile = (url: string): Engine => ({
  prepare: async () => {
    const utils = await makeWorkerUtils({ connectionString: url, logger: silent });
    await utils.migrate();
    await utils.release();
  },
  add: async (client, n) => {
    await client.query(`select graphile_worker.add_job('send', json_build_object('n', $1::int))`, [n]);
  },
  work: async (handle) => {
    const runner = await runGraphile({
      connectionString: url,
      concurrency: 4,
      pollInterval: 2_000,
      noHandleSignals: true,
      logger: silent,
      taskList: { send: async (payload) => handle((payload as { n: number }).n) },
    });
    return () => runner.stop();
  },
});

const pgBoss = (url: string): Engine => {
  const boss = new PgBoss({ connectionString: url, useListenNotify: true, schedule: false, supervise: false });
  boss.on('error', (error) => print(`pg-boss: ${String(error)}`));
  return {
    prepare: async () => {
      await boss.start();
      await boss.createQueue('send', { notify: true });
    },
    add: async (client, n) => {
      await boss.send('send', { n }, { db: { executeSql: (text, values) => client.query(text, values) } });
    },
    work: async (handle) => {
      // Batches of 10 fetched back to back while they come full: with pg-boss's defaults (one job a
      // fetch, a fetch every 2 s per worker) the 3,000 drained at 2 jobs a second (80 in 40 s).
      await boss.work<{ n: number }>('send', { localConcurrency: 4, batchSize: 10, burstWhenBatchFull: true, pollingIntervalSeconds: 2 }, async (jobs) => {
        for (const job of jobs) handle(job.data.n);
      });
      return () => boss.stop({ graceful: true });
    },
  };
};

const results: [string, Figures][] = [];
for (const [name, make] of [['graphile-worker', graphile], ['pg-boss', pgBoss]] as const) {
  const workspace = await createWorkspace(SERVER);
  try {
    results.push([name, await measure(workspace.databaseUrl as string, make(workspace.databaseUrl as string))]);
  } finally {
    await workspace.dispose();
  }
}

const [base, other] = results.map(([, f]) => f) as [Figures, Figures];
const ms = (value: number) => value.toFixed(0);
print(`bench:queues: ${JOBS.toLocaleString('en')} jobs, each added in its own transaction; ${PICKUPS} pickups; ${SERVER.replace(/\/\/[^@]*@/, '//')}`);
print(table([
  ['', 'enqueue ms', 'per job ms', 'drain ms', 'jobs/s', 'pickup ms (median)'],
  ...results.map(([name, f]) => [name, ms(f.enqueueMs), (f.enqueueMs / JOBS).toFixed(2), ms(f.drainMs), (JOBS / (f.drainMs / 1000)).toFixed(0), f.pickupMs.toFixed(1)]),
  ['pg-boss / graphile-worker', (other.enqueueMs / base.enqueueMs).toFixed(2), '', (other.drainMs / base.drainMs).toFixed(2), '', (other.pickupMs / base.pickupMs).toFixed(2)],
]));
