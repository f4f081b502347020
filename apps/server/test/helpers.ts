import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { generate } from 'otplib';
import { inject, vi } from 'vitest';
import type { FastifyServerOptions } from 'fastify';
import type { Role, User, UserStatus } from '@visadesk/contract';
import { buildApp, type App } from '../src/app.ts';
import { DEFAULT_RATE_LIMITS, type AppConfig } from '../src/config/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { loggerOptions } from '../src/lib/logger.ts';
import { postgresDatabase } from './scratch-database.ts';

export const TEST_PASSWORD = 'correct horse battery';
/** Who a test's direct service call names in the activity log. */
export const TEST_ACTOR = { id: 'ffffffffffffffffffffffff', name: 'Test Runner' };

/**
 * A fresh database for one test file, on the embedded PostgreSQL of this run or, when
 * TEST_DATABASE_URL is set, on that server; dropped afterwards. A copy of the run's migrated
 * template (test/global-setup.ts); migrate() then finds nothing to do, as at a restart.
 */
export async function createTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const scratch = await postgresDatabase('test', inject('templateDatabase'));
  const handle = await openDatabase({ databaseUrl: scratch.url });
  await handle.migrate();
  return {
    handle,
    drop: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

type RateLimits = AppConfig['rateLimits'];

/**
 * Limits no test reaches (10,000 per 15 minutes), except the ones a test names: e.g.
 * `rateLimitsWith({ loginPerAccountAndIp: 3 })` to see the fourth login refused.
 */
export function rateLimitsWith(maxima: Partial<Record<keyof RateLimits, number>>): RateLimits {
  const rule = (name: keyof RateLimits) => ({ max: maxima[name] ?? 10_000, windowSeconds: 900 });
  const names = Object.keys(DEFAULT_RATE_LIMITS) as (keyof RateLimits)[];
  return Object.fromEntries(names.map((name) => [name, rule(name)])) as RateLimits;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'visadesk-test-'));
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    adminEmail: undefined,
    adminPassword: undefined,
    publicUrl: undefined,
    secrets: { jwt: randomBytes(32).toString('hex'), fileUrl: randomBytes(32).toString('hex') },
    logLevel: 'silent',
    webDist: path.join(dataDir, 'no-web-build'),
    trustProxy: false,
    fileStorage: 'local',
    timeZone: 'UTC',
    mail: { smtpUrl: undefined, from: undefined },
    // Cheap hashing keeps the suite fast; production uses OWASP's parameters (config.ts).
    argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    rateLimits: rateLimitsWith({}),
    ...overrides,
  };
}

export interface TestContext {
  app: App;
  config: AppConfig;
  database: DatabaseHandle;
  /** Creates a staff account directly through the service. */
  createUser(input?: { role?: Role; status?: UserStatus; email?: string; name?: string }): Promise<User>;
  /** Creates an account of that role and signs it in through the API. */
  loginAs(role: Role): Promise<{ user: User; token: string; refreshToken: string; headers: { authorization: string } }>;
  login(email: string, password?: string): Promise<{ token: string; refreshToken: string; cookies: Record<string, string> }>;
  close(): Promise<void>;
}

let counter = 0;
export function uniqueEmail(prefix = 'staff'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/**
 * The server's log as it is written (JSON lines), kept for a test of what the log says:
 * `logger(level)` is buildTestApp's `logger` option at that level, writing into `lines`.
 */
export function captureLogs(): { lines: string[]; logger: (level: string) => FastifyServerOptions['logger'] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: (level) => ({ ...(loggerOptions(level) as object), stream }) };
}

export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: { logger?: FastifyServerOptions['logger']; database?: DatabaseHandle; beforeReady?: (app: App) => void } = {},
): Promise<TestContext> {
  const config = testConfig(overrides);
  const owned = options.database ? null : await createTestDatabase();
  const database = options.database ?? (owned as { handle: DatabaseHandle }).handle;
  const app = await buildApp({ config, database, logger: options.logger ?? false });
  options.beforeReady?.(app);
  await app.ready();

  const createUser: TestContext['createUser'] = (input = {}) =>
    app.users.create({
      name: input.name ?? 'Test Staff',
      email: input.email ?? uniqueEmail(input.role ?? 'admin'),
      password: TEST_PASSWORD,
      role: input.role ?? 'admin',
      status: input.status ?? 'active',
    });

  const login: TestContext['login'] = async (email, password = TEST_PASSWORD) => {
    const res = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
    return { ...(res.json() as { token: string; refreshToken: string }), cookies };
  };

  return {
    app,
    config,
    database,
    createUser,
    login,
    async loginAs(role) {
      const user = await createUser({ role });
      const { token, refreshToken } = await login(user.email);
      return { user, token, refreshToken, headers: { authorization: token } };
    },
    async close() {
      await app.close();
      await owned?.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** A test app of its own with an admin signed in through the API: the usual start of a suite. */
export async function buildAdminApp(overrides: Partial<AppConfig> = {}): Promise<{ t: TestContext; headers: { authorization: string } }> {
  const t = await buildTestApp(overrides);
  return { t, headers: (await t.loginAs('admin')).headers };
}

/** The code an authenticator app shows for `secret` at `atMs`. */
export function totpCode(secret: string, atMs = Date.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(atMs / 1000) });
}

/**
 * Stops the clock the server reads (Date only: timers and the database run on), 10 seconds into a
 * 30-second TOTP step near the real time, so tests choose which step a code belongs to.
 */
export function stopClockForTotp(): { advance(ms: number): void } {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 10_000);
  return { advance: (ms) => vi.setSystemTime(Date.now() + ms) };
}

/**
 * Sets up and turns on a second factor through the API, as the Profile page does, and moves the
 * stopped clock (stopClockForTotp) on to the next step so the next code is a fresh one.
 */
export async function turnOnTwoFactor(
  app: App,
  authorization: string,
  clock: { advance(ms: number): void },
  password = TEST_PASSWORD,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await app.inject({ method: 'POST', url: '/api/users/two-factor/setup', headers: { authorization }, payload: { currentPassword: password } });
  if (setup.statusCode !== 200) throw new Error(`set-up failed: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const enable = await app.inject({
    method: 'POST', url: '/api/users/two-factor/enable', headers: { authorization }, payload: { code: await totpCode(secret) },
  });
  if (enable.statusCode !== 200) throw new Error(`enable failed: ${enable.statusCode} ${enable.body}`);
  clock.advance(30_000);
  return { secret, recoveryCodes: (enable.json() as { recoveryCodes: string[] }).recoveryCodes };
}
