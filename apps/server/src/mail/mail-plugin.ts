import fp from 'fastify-plugin';
import { Mailer } from './mailer.ts';
import { deliveryTask } from './mail-delivery.ts';
import { noteNotConfigured, OUTBOX_SWEEP, scheduleDeliveries, SEND_EMAIL, sweepOverdue } from './outbox.ts';
import type { MailSender } from './test-email.ts';
import { smtpTransport } from './transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** The transport itself, for the Settings page's test email. */
    mailSender: MailSender;
    /** A delivery job for every message waiting to go, at its due time (at start; tests that move a due time). */
    scheduleDeliveries: () => Promise<void>;
  }
}

const EVERY_MINUTE = '* * * * *';

/**
 * Email (ADR 024, 054): the mailer the services queue messages with, each with its delivery job in
 * the same transaction, and the `send-email` task on the job queue. An instance without SMTP_URL
 * does not take that task: the jobs wait for one that has it, and the desk says why.
 */
export const mailPlugin = fp(
  async (app) => {
    const { config, db } = app;
    const send = smtpTransport(config.mail);
    const configured = send !== null;
    app.decorate('mailSender', { send, from: config.mail.from });
    app.decorate('mailer', new Mailer({ db, publicUrl: config.publicUrl, configured }));
    app.decorate('scheduleDeliveries', () => scheduleDeliveries(db));
    if (send) {
      const log = app.log.child({ module: 'mail' });
      app.jobs.define(SEND_EMAIL, deliveryTask({ db, send, from: config.mail.from, publicUrl: config.publicUrl, log }));
      app.jobs.define(OUTBOX_SWEEP, () => sweepOverdue(db), EVERY_MINUTE);
    }
    // Messages written before their jobs were (an earlier release, a restore) get them now.
    app.addHook('onReady', async () => {
      await scheduleDeliveries(db);
      if (!configured) await noteNotConfigured(db);
    });
  },
  { name: 'mail', dependencies: ['database', 'jobs'] },
);
