import { z } from 'zod';

/** How the desk sends email: nodemailer over SMTP, or not at all (messages wait in the outbox). */
export interface MailConfig {
  /** `smtp://user:pass@host:587` or `smtps://user:pass@host:465`; undefined: mail is not configured. */
  smtpUrl: string | undefined;
  /** The sender, `"Name" <address>` or a bare address. */
  from: string | undefined;
}

const blankIsUnset = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** `"Name" <address>`, `Name <address>` or `address`. */
export function isMailbox(value: string): boolean {
  const named = /^(?:"[^"\r\n]*"|[^<>"\r\n]*)\s*<([^<>\s]+)>$/.exec(value);
  return ADDRESS.test(named ? (named[1] ?? '') : value);
}

export const MailEnvSchema = z
  .object({
    SMTP_URL: z
      .string()
      .optional()
      .transform(blankIsUnset)
      .refine((v) => {
        if (v === undefined) return true;
        try {
          const url = new URL(v);
          return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
        } catch {
          return false;
        }
      }, 'must be smtp://user:password@host:587 or smtps://user:password@host:465'),
    MAIL_FROM: z
      .string()
      .optional()
      .transform(blankIsUnset)
      .refine((v) => v === undefined || isMailbox(v), 'must be an address such as "Maple Route Visas" <desk@maple-route.example>'),
  })
  .refine((e) => e.SMTP_URL === undefined || e.MAIL_FROM !== undefined, {
    path: ['MAIL_FROM'],
    message: 'is needed with SMTP_URL: the address the desk sends from',
  });

export function mailConfigOf(env: z.output<typeof MailEnvSchema>): MailConfig {
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM };
}
