import fp from 'fastify-plugin';
import { PassportExpiryDigest } from '../services/passport-expiry-digest.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff's daily digest of expiring passports; `run(day)` runs it for a day of one's choosing (tests). */
    passportExpiry: PassportExpiryDigest;
  }
}

const HOURLY_MS = 3_600_000;

/**
 * The daily digest of expiring passports (issue 17), looked at once the desk is ready and then every
 * hour: the job itself knows whether today's is done, so the first look of each consultancy day
 * sends it, whichever instance makes it. Nothing is looked at while mail is not configured.
 */
export const passportExpiryPlugin = fp(
  async (app) => {
    const { config, db, mailer, applications } = app;
    const configured = config.mail.smtpUrl !== undefined;
    const log = app.log.child({ module: 'passport-expiry' });
    const digest = new PassportExpiryDigest({ db, mailer, configured, today: () => applications.today(), log });
    app.decorate('passportExpiry', digest);
    if (!configured) return;
    let running: Promise<unknown> | null = null;
    const look = () => {
      running ??= digest.run()
        .catch((err: unknown) => log.error({ err }, 'the daily digest of expiring passports failed; the next hour tries again'))
        .finally(() => {
          running = null;
        });
    };
    app.addHook('onReady', async () => look());
    const hourly = setInterval(look, HOURLY_MS);
    hourly.unref();
    // Before the database closes (onClose): a run under way commits or rolls back first.
    app.addHook('preClose', async () => {
      clearInterval(hourly);
      await running;
    });
  },
  { name: 'passport-expiry', dependencies: ['services', 'mail'] },
);
