import fp from 'fastify-plugin';
import { PassportExpiryDigest } from './passport-expiry-digest.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff's daily digest of expiring passports; `look(at)` and `run(day)` take a moment or a day of one's choosing (tests). */
    passportExpiry: PassportExpiryDigest;
  }
}

/** After the hour has begun: a timer that fires a little early would look at the hour before. */
const SLACK_MS = 1_000;

/**
 * The daily digest of expiring passports, looked at once the desk is ready and then as each hour of
 * the consultancy's clock (TIME_ZONE) begins (ADR 042): the look at Settings' `digestHour` sends it,
 * whichever instance makes it first; the job itself knows whether the day's is done. Nothing is
 * looked at while mail is not configured.
 */
export const passportExpiryPlugin = fp(
  async (app) => {
    const { config, db, mailer } = app;
    const configured = config.mail.smtpUrl !== undefined;
    const log = app.log.child({ module: 'passport-expiry' });
    const digest = new PassportExpiryDigest({ db, mailer, configured, timeZone: config.timeZone, log });
    app.decorate('passportExpiry', digest);
    if (!configured) return;
    let running: Promise<unknown> | null = null;
    let timer: NodeJS.Timeout | undefined;
    let closing = false;
    const look = () => {
      running ??= digest.look()
        .catch((err: unknown) => log.error({ err }, 'the daily digest of expiring passports failed; the next hour tries again'))
        .finally(() => {
          running = null;
          if (closing) return;
          // Re-aimed at every look: a machine that slept, or a change of summer time, is caught up.
          timer = setTimeout(look, digest.wallClock().msToNextHour + SLACK_MS);
          timer.unref();
        });
    };
    app.addHook('onReady', async () => look());
    // Before the database closes (onClose): a run under way commits or rolls back first.
    app.addHook('preClose', async () => {
      closing = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'passport-expiry', dependencies: ['services', 'mail'] },
);
