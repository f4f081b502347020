import fp from 'fastify-plugin';
import { JobQueue } from '../lib/job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background work (ADR 054): plugins `define` their tasks as they register; it runs once the desk is ready. */
    jobs: JobQueue;
  }
}

/**
 * The job queue on the desk's database (graphile-worker, ADR 054): started once every plugin has
 * defined its tasks and the desk is ready, stopped before the database closes (a job under way
 * finishes first).
 */
export const jobsPlugin = fp(
  async (app) => {
    const jobs = new JobQueue(app.database.pool, app.db, app.log);
    app.decorate('jobs', jobs);
    app.addHook('onReady', async () => jobs.start());
    app.addHook('preClose', async () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
