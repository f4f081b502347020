import fp from 'fastify-plugin';
import { addJob } from '../lib/job-queue.ts';
import { PassportExpiryDigest } from './passport-expiry-digest.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff's daily digest of expiring passports; `look(at)` and `run(day)` take a moment or a day of one's choosing (tests). */
    passportExpiry: PassportExpiryDigest;
  }
}

/** The job queue's task that looks at the digest (ADR 054). */
export const PASSPORT_EXPIRY_DIGEST = 'passport-expiry-digest';
/**
 * Every quarter of an hour (UTC): each time zone's hours begin on one (Kathmandu's at :15 UTC,
 * India's at :30), so the look at Settings' hour is never late; a look before it reads one row.
 */
const EVERY_QUARTER_HOUR = '*/15 * * * *';

/**
 * The daily digest of expiring passports (ADR 042), looked at once the desk is ready and then each
 * quarter of an hour by the job queue's cron, by one instance: the look at Settings' `digestHour`
 * sends it; the job itself knows whether the day's is done. Nothing is looked at while mail is not
 * configured.
 */
export const passportExpiryPlugin = fp(
  async (app) => {
    const { config, db, mailer } = app;
    const configured = config.mail.smtpUrl !== undefined;
    const log = app.log.child({ module: 'passport-expiry' });
    const digest = new PassportExpiryDigest({ db, mailer, configured, timeZone: config.timeZone, log });
    app.decorate('passportExpiry', digest);
    if (!configured) return;
    app.jobs.define(PASSPORT_EXPIRY_DIGEST, async () => {
      await digest.look().catch((err: unknown) => log.error({ err }, 'the daily digest of expiring passports failed; the next look tries again'));
    }, EVERY_QUARTER_HOUR);
    // A desk started after the hour sends the day's at once (one job, whichever instances start).
    app.addHook('onReady', async () => addJob(db, { task: PASSPORT_EXPIRY_DIGEST, payload: {}, key: PASSPORT_EXPIRY_DIGEST }));
  },
  { name: 'passport-expiry', dependencies: ['services', 'mail', 'jobs'] },
);
