import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { readFileSync, writeFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../lib/private-files.ts';
import { mailConfigOf, MailEnvSchema, type MailConfig } from './mail-config.ts';
import { signingConfigOf, SigningEnvSchema, type SigningConfig } from './signing-config.ts';
import { fileStoreConfigOf, S3EnvSchema, type FileStoreConfig } from './s3-config.ts';
import { SERVER_ROOT } from '../paths.ts';

/**
 * Nothing younger than this is ever removed, whatever the configuration says: an upload in
 * progress (its temp file, its stored bytes, its row not yet referenced) is at most this old.
 */
export const MIN_ORPHAN_GRACE_SECONDS = 600;
const ENQUIRIES_RULE = 'must be a whole number from 1 to 100000';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  ),
  ADMIN_EMAIL: optionalText.pipe(z.email('must be an email address').optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  PUBLIC_URL: optionalText.pipe(z.url('must be a URL such as https://visa.example.com').optional()),
  NODE_ENV: optionalText,
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  FILE_URL_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalText,
  // Unset: the machine's own zone (TZ, or /etc/localtime), which for a consultancy's office server
  // is where its staff work; UTC where the machine has none.
  TIME_ZONE: z
    .string()
    .default(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-CA', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Asia/Kathmandu'),
  // Never below ten minutes: a shorter grace could remove the file of an upload in progress.
  ORPHAN_GRACE_SECONDS: z.coerce
    .number()
    .int()
    .min(MIN_ORPHAN_GRACE_SECONDS, `must be at least ${MIN_ORPHAN_GRACE_SECONDS} (ten minutes)`)
    .optional(),
  // Where many workers check from one address (a cyber café, the agency's own office), more checks per address.
  ENQUIRIES_PER_ADDRESS: z.coerce
    .number({ error: ENQUIRIES_RULE })
    .int(ENQUIRIES_RULE)
    .min(1, ENQUIRIES_RULE)
    .max(100_000, ENQUIRIES_RULE)
    .optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, ctx) => {
      const proxies = parseTrustProxy(v);
      if (proxies === null) {
        ctx.addIssue({ code: 'custom', message: 'must be false, true (a proxy on this machine) or the proxies\' addresses separated by commas' });
        return z.NEVER;
      }
      return proxies;
    }),
}).and(MailEnvSchema).and(SigningEnvSchema).and(S3EnvSchema).refine((e) => e.SMTP_URL === undefined || e.PUBLIC_URL !== undefined, {
  path: ['PUBLIC_URL'],
  message: "is needed with SMTP_URL: links in email are built on it, never on a request's Host header",
});

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

/** SIGNING_KEY and SIGNING_KEYS_RETIRED (signing-config.ts): left out, the key is DATA_DIR's own; FILE_STORAGE and S3_* (s3-config.ts). */
export interface AppConfig extends SigningConfig, FileStoreConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Every absolute link the server writes is built on it, never on a request's headers (ADR 041). */
  publicUrl: string | undefined;
  /** NODE_ENV=production: the server says at start what is missing for a public site (PUBLIC_URL). */
  production?: boolean;
  secrets: { jwt: string; fileUrl: string };
  logLevel: string;
  webDist: string;
  /**
   * The proxies whose X-Forwarded-For entries are believed (addresses, ranges or proxy-addr's
   * `loopback`), read from the right: the first address that is not one of them is the client.
   * Never "all": the leftmost entry is whatever the client wrote.
   */
  trustProxy: false | string[];
  /** Decides what "today" is for the visa collect and approve dates. */
  timeZone: string;
  /** SMTP_URL and MAIL_FROM: how the outbox's messages leave (mail/). */
  mail: MailConfig;
  /** Age (≥ 600 s) before leftovers of interrupted writes are removed; default by driver. */
  orphanGraceSeconds?: number;
  /** Password hashing cost; tests lower it, production keeps OWASP's parameters. */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  rateLimits: {
    /** Failed logins from one address for any accounts: a ceiling high enough for an office behind one NAT. */
    loginPerIp: RateLimitRule;
    /** One account from one address: what one attacker can spend, and lock, on an account. */
    loginPerAccountAndIp: RateLimitRule;
    /** One account from every address together: the ceiling for guessing spread over many. */
    loginPerAccount: RateLimitRule;
    /**
     * Wrong second-factor codes for one account from every address, on top of the login counters:
     * only someone who already has the password gets this far, so it is kept tight.
     */
    twoFactorPerAccount: RateLimitRule;
    registerPerIp: RateLimitRule;
    /** "Forgot password?" requests from one address, and for one email address from every address. */
    forgotPasswordPerIp: RateLimitRule;
    forgotPasswordPerEmail: RateLimitRule;
    /** Attempts to use a reset link from one address (each good one costs an argon2 hash). */
    resetPasswordPerIp: RateLimitRule;
    addUserPerIp: RateLimitRule;
    enquiryPerIp: RateLimitRule;
    /** Failed status checks of one passport number from every address together (guessing the birth date). */
    enquiryPerPassport: RateLimitRule;
    /**
     * Calls with one document request's link (its page, each upload's creation and cancel; its parts,
     * PATCH and HEAD, have as many again per document asked), and from one address with any (every
     * call): generous for a worker on a line that keeps dropping, tight for guessing (ADR 050).
     */
    uploadsPerToken: RateLimitRule;
    uploadsPerAddress: RateLimitRule;
    /** "Call me back" on a vacancy (ADR 052): per address and per phone. */
    callbackPerAddress: RateLimitRule;
    callbackPerPhone: RateLimitRule;
  };
}

export class ConfigError extends Error {}

/**
 * TRUST_PROXY: `false`; `true`, a reverse proxy on this machine (loopback); or the proxies'
 * addresses and ranges (`10.0.0.2,10.0.1.0/24`). Null when it is none of these.
 */
function parseTrustProxy(value: string): false | string[] | null {
  if (value === 'false') return false;
  if (value === 'true') return ['loopback'];
  const addresses = value.split(',').map((a) => a.trim()).filter(Boolean);
  const isAddress = (a: string) => {
    const [ip = '', bits, extra] = a.split('/');
    return isIP(ip) !== 0 && extra === undefined && (bits === undefined || /^\d{1,3}$/.test(bits));
  };
  return addresses.length > 0 && addresses.every(isAddress) ? addresses : null;
}

/** OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1. */
export const OWASP_ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const DEFAULT_RATE_LIMITS: AppConfig['rateLimits'] = {
  loginPerIp: { max: 200, windowSeconds: 15 * 60 },
  loginPerAccountAndIp: { max: 10, windowSeconds: 15 * 60 },
  loginPerAccount: { max: 100, windowSeconds: 15 * 60 },
  twoFactorPerAccount: { max: 5, windowSeconds: 15 * 60 },
  registerPerIp: { max: 10, windowSeconds: 60 * 60 },
  forgotPasswordPerIp: { max: 20, windowSeconds: 60 * 60 },
  forgotPasswordPerEmail: { max: 3, windowSeconds: 60 * 60 },
  resetPasswordPerIp: { max: 20, windowSeconds: 15 * 60 },
  addUserPerIp: { max: 60, windowSeconds: 60 * 60 },
  enquiryPerIp: { max: 30, windowSeconds: 15 * 60 },
  enquiryPerPassport: { max: 10, windowSeconds: 60 * 60 },
  uploadsPerToken: { max: 300, windowSeconds: 60 * 60 },
  uploadsPerAddress: { max: 600, windowSeconds: 15 * 60 },
  callbackPerAddress: { max: 10, windowSeconds: 60 * 60 },
  callbackPerPhone: { max: 3, windowSeconds: 24 * 60 * 60 },
};

/** Reads and checks the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    production: e.NODE_ENV === 'production',
    secrets: resolveSecrets(dataDir, e.JWT_SECRET, e.FILE_URL_SECRET),
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(SERVER_ROOT, '../web/dist')),
    trustProxy: e.TRUST_PROXY,
    ...fileStoreConfigOf(e),
    timeZone: e.TIME_ZONE,
    mail: mailConfigOf(e),
    ...signingConfigOf(e),
    orphanGraceSeconds: e.ORPHAN_GRACE_SECONDS,
    argon2: OWASP_ARGON2,
    rateLimits: e.ENQUIRIES_PER_ADDRESS === undefined
      ? DEFAULT_RATE_LIMITS
      : { ...DEFAULT_RATE_LIMITS, enquiryPerIp: { ...DEFAULT_RATE_LIMITS.enquiryPerIp, max: e.ENQUIRIES_PER_ADDRESS } },
  };
}

/**
 * Secrets not given in the environment are generated once and kept in DATA_DIR/secrets.json
 * (mode 0600), so tokens survive restarts. Several instances must share DATA_DIR or set them.
 */
function resolveSecrets(dataDir: string, jwt?: string, fileUrl?: string): AppConfig['secrets'] {
  if (jwt && fileUrl) return { jwt, fileUrl };
  const file = path.join(dataDir, 'secrets.json');
  const stored = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<AppConfig['secrets']>)
    : {};
  const generated = {
    jwt: stored.jwt ?? randomBytes(48).toString('base64url'),
    fileUrl: stored.fileUrl ?? randomBytes(48).toString('base64url'),
  };
  if (generated.jwt !== stored.jwt || generated.fileUrl !== stored.fileUrl) {
    ensurePrivateDir(dataDir);
    const tmp = `${file}.${process.pid}.tmp`;
    // A stale temp file would keep its old mode: the mode only applies to a file being created.
    rmSync(tmp, { force: true });
    writeFileSync(tmp, JSON.stringify(generated), { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    renameSync(tmp, file);
  }
  return { jwt: jwt ?? generated.jwt, fileUrl: fileUrl ?? generated.fileUrl };
}
