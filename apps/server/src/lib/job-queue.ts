import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Logger, makeWorkerUtils, parseCronItems, run, type CronItem, type Runner, type TaskList } from 'graphile-worker';
import { quietJobLog } from './job-queue-schema.ts';
import { redactErrorMessage } from './logger.ts';
import type pg from 'pg';
import type { Database, Tx } from '../db/client.ts';

/**
 * The desk's background work on graphile-worker (ADR 054): jobs kept in PostgreSQL's
 * `graphile_worker` schema, added in the transaction of the write that causes them, picked up at
 * once through LISTEN/NOTIFY (or by the poll for a job due later), each by one instance only;
 * scheduled ones by cron, once per tick across every instance sharing the database.
 */

/** How often a worker looks for jobs that became due without a notification (a later `run_at`). */
const POLL_MS = 1_000;
/** Jobs run at once by one instance: an email can go while the hourly clean-up walks the files. */
const CONCURRENCY = 2;

export interface JobSpec {
  task: string;
  payload: Record<string, string>;
  /** When it may run; now when absent. */
  runAt?: SQL | Date;
  /** At most one waiting job per key: adding again moves the waiting one (graphile-worker's `job_key`). */
  key?: string;
}

/** Adds a job in the caller's transaction: rolled back with it, seen by workers once it commits. */
export async function addJob(tx: Tx | Database, job: JobSpec): Promise<void> {
  const runAt = job.runAt ?? sql`now()`;
  await tx.execute(sql`select graphile_worker.add_job(${job.task}, ${JSON.stringify(job.payload)}::json,
    run_at => ${runAt}, job_key => ${job.key ?? null}::text)`);
}

/** Removes the waiting job of `key` (one running finishes; it is not run again). */
export async function removeJob(tx: Tx | Database, key: string): Promise<void> {
  await tx.execute(sql`select graphile_worker.remove_job(${key})`);
}

/**
 * graphile-worker's messages in the server's log: its errors and warnings; the rest at debug. A
 * failed task's message carries its error's message and stack: a failed query's names its
 * parameters (an address, a name), cut off as the server's own error logs cut them (logger.ts).
 */
function loggerOf(log: FastifyBaseLogger): Logger {
  return new Logger((scope) => (level, raw) => {
    const where = { module: 'jobs', ...(scope.taskIdentifier ? { task: scope.taskIdentifier } : {}) };
    const message = redactErrorMessage(raw);
    if (level === 'error') log.error(where, message);
    else if (level === 'warning') log.warn(where, message);
    else log.debug(where, message);
  });
}

/** After the worker stopped by itself (the database went away as a job ended): the wait before it starts again. */
const RESTART_MS = 5_000;

/** What one instance runs: the tasks it registered (`define`) and the schedules among them. */
export class JobQueue {
  private readonly tasks: TaskList = {};
  private readonly cron: CronItem[] = [];
  private runner: Runner | null = null;
  private stopping = false;
  private restart: NodeJS.Timeout | undefined;
  private readonly pool: pg.Pool | undefined;
  private readonly db: Database;
  private readonly log: FastifyBaseLogger;

  /** Without a pool (a test's PGlite stand-in for an earlier release) nothing runs. */
  constructor(pool: pg.Pool | undefined, db: Database, log: FastifyBaseLogger) {
    this.pool = pool;
    this.db = db;
    this.log = log;
  }

  /**
   * A task this instance runs, before `start`; with `cron` (UTC, five fields), also added on that
   * schedule by whichever instance's clock reaches it first.
   */
  define(task: string, run: (payload: Record<string, string>) => Promise<void>, cron?: string): void {
    this.tasks[task] = async (payload) => run((payload ?? {}) as Record<string, string>);
    if (cron) this.cron.push({ task, match: cron, identifier: task, options: { backfillPeriod: 0 } });
  }

  async start(): Promise<void> {
    if (this.runner || !this.pool) return;
    this.stopping = false;
    const runner = await run({
      pgPool: this.pool,
      taskList: this.tasks,
      parsedCronItems: parseCronItems(this.cron),
      concurrency: CONCURRENCY,
      pollInterval: POLL_MS,
      noHandleSignals: true,
      logger: loggerOf(this.log),
      // A job's completion that fails (the database restarting) stops the worker instead of
      // rejecting where nothing awaits it, which would end the process: `supervise` starts it again.
      preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
    });
    this.runner = runner;
    this.supervise(runner);
  }

  /** A worker that stops by itself is started again after RESTART_MS, until it starts. */
  private supervise(runner: Runner): void {
    const ended = (error?: unknown) => {
      if (this.runner !== runner || this.stopping) return;
      this.runner = null;
      this.log.error({ module: 'jobs', err: error }, 'the job queue stopped; it starts again in 5 s');
      const again = () => {
        this.restart = setTimeout(() => void this.start().catch((err: unknown) => {
          this.log.error({ module: 'jobs', err }, 'the job queue could not start; it tries again in 5 s');
          if (!this.stopping) again();
        }), RESTART_MS);
      };
      again();
    };
    runner.promise.then(() => ended(), ended);
  }

  /** Takes no more jobs and waits for those running. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restart);
    const runner = this.runner;
    this.runner = null;
    await runner?.stop().catch(() => {
      // It had stopped by itself.
    });
  }

  /** Jobs that failed for good and no worker holds (a task that threw at every attempt): their errors are read in the log. */
  async removeFailedJobs(): Promise<void> {
    if (!this.pool) return;
    const utils = await makeWorkerUtils({ pgPool: this.pool, logger: quietJobLog });
    try {
      await utils.cleanup({ tasks: ['DELETE_PERMAFAILED_JOBS', 'GC_JOB_QUEUES'] });
    } finally {
      await utils.release();
    }
  }

  /**
   * Resolves once no job of a task this instance runs is due or running, on any instance (tests:
   * "what the desk does next is done"). A running job counts even once a new job took its key (it
   * then reads as out of attempts), and so does one due within two seconds (a message held back a
   * second behind an earlier one to its address). Throws after `timeoutMs` rather than wait for ever.
   */
  async idle(timeoutMs = 30_000): Promise<void> {
    const tasks = Object.keys(this.tasks);
    const until = Date.now() + timeoutMs;
    for (;;) {
      const result = await this.db.execute(sql`select count(*)::int as n from graphile_worker.jobs
        where task_identifier = any(${sql.param(tasks)}::text[])
        and (locked_at is not null or (run_at <= now() + interval '2 seconds' and attempts < max_attempts))`);
      if ((result as unknown as { rows: { n: number }[] }).rows[0]?.n === 0) return;
      if (Date.now() > until) throw new Error(`jobs still due after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
