import fp from 'fastify-plugin';
import { Mailer } from './mailer.ts';
import { MailWorker } from './mail-worker.ts';
import type { MailSender } from './test-email.ts';
import { smtpTransport } from './transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailWorker: MailWorker;
    mailer: Mailer;
    /** The transport itself, for the Settings page's test email. */
    mailSender: MailSender;
  }
}

/**
 * Email (ADR 024): the outbox's worker, started once the desk is ready and stopped before the
 * database closes, and the mailer the applications service queues messages with.
 */
export const mailPlugin = fp(
  async (app) => {
    const { config, db } = app;
    const send = smtpTransport(config.mail);
    const worker = new MailWorker({ db, send, from: config.mail.from, publicUrl: config.publicUrl, log: app.log.child({ module: 'mail' }) });
    app.decorate('mailSender', { send, from: config.mail.from });
    app.decorate('mailWorker', worker);
    app.decorate('mailer', new Mailer({ db, kick: worker.kick, publicUrl: config.publicUrl, configured: config.mail.smtpUrl !== undefined }));
    app.addHook('onReady', async () => worker.start());
    // Before the database closes (onClose): a pass under way finishes its message first.
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'mail', dependencies: ['database'] },
);
