// The server under test, in its own process (forked by harness.ts): the real app from buildApp on
// 127.0.0.1, optionally a bare Fastify server beside it, and the engine loops, which run here on
// the app's own driver and pool.
import Fastify from 'fastify';
import { buildApp, type App } from '../../apps/server/src/app.ts';
import { DEFAULT_RATE_LIMITS, loadConfig, OWASP_ARGON2, type AppConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import type { ChildMessage, ChildOptions, ParentMessage } from './protocol.ts';
import { ADMIN, SCENARIOS, withSession } from './scenarios.ts';
import { seedApplications } from './seed.ts';

const options = JSON.parse(process.env.BENCH_CHILD_OPTIONS ?? '{}') as ChildOptions;
const send = (message: ChildMessage) => process.send?.(message);

const unlimited = { max: 1_000_000_000, windowSeconds: 60 };
const config = {
  ...loadConfig({
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    LOG_LEVEL: options.logLevel,
    HOST: '127.0.0.1',
    PORT: '0',
    WEB_DIST: `${options.dataDir}/no-web-build`,
    FILE_STORAGE: options.fileStorage ?? 'local',
  }),
  argon2: OWASP_ARGON2,
  // Raised so the benchmark measures the work, not the refusals: one address sends everything.
  rateLimits: Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, unlimited])) as AppConfig['rateLimits'],
};

// Opened here rather than by the app's plugin: seeding may take longer than a plugin may.
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const app: App = await buildApp({ config, database });
await seedApplications(app.db, options.seedApplications);
await app.users.ensureFirstSuperAdmin({ email: ADMIN.email, password: ADMIN.password, generatePassword: () => ADMIN.password });
const admin = (await app.users.list()).find((u) => u.email === ADMIN.email);
if (!admin) throw new Error('the bench admin is missing');
const staffSession = { sessionId: (await app.sessions.start(admin)).sessionId, userId: admin._id };
await app.listen({ host: '127.0.0.1', port: 0 });

let barePayload = '{}';
const bare = Fastify({ logger: false });
bare.all('/*', async (_request, reply) => reply.type('application/json').send(barePayload));
await bare.listen({ host: '127.0.0.1', port: 0 });

const portOf = (instance: { server: { address(): unknown } }) => (instance.server.address() as { port: number }).port;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

/** Runs one scenario's SQL in `concurrency` loops for `seconds`; the same driver and pool as the app. */
async function engineLoop(name: string, seconds: number, concurrency: number) {
  const scenario = SCENARIOS.find((s) => s.name === name);
  if (!scenario) throw new Error(`no scenario ${name}`);
  const engine = withSession(scenario, staffSession);
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        await engine(app, options.seedApplications);
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { ops: latencies.length, perSecond: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

process.on('message', (raw) => {
  const message = raw as ParentMessage;
  void (async () => {
    if (message.type === 'bare-payload') {
      barePayload = message.body;
      send({ type: 'done', id: message.id });
    } else if (message.type === 'engine') {
      send({ type: 'engine-result', id: message.id, ...(await engineLoop(message.scenario, message.seconds, message.concurrency)) });
    } else if (message.type === 'gc-memory') {
      // What is still referenced after a full collection: growth here over time is a leak.
      (globalThis as { gc?: () => void }).gc?.();
      const m = process.memoryUsage();
      send({ type: 'gc-memory-result', id: message.id, rss: m.rss, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers });
    } else if (message.type === 'stop') {
      await bare.close();
      await app.close();
      await database.close();
      send({ type: 'done', id: message.id });
      process.exit(0);
    }
  })().catch((error: unknown) => send({ type: 'failed', id: message.id, error: String((error as Error).stack ?? error) }));
});

if (options.memoryIntervalMs) {
  setInterval(() => {
    const m = process.memoryUsage();
    send({ type: 'memory', rss: m.rss, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers });
  }, options.memoryIntervalMs).unref();
}

// Ends with the parent, however the parent ends.
process.on('disconnect', () => process.exit(0));
send({ type: 'ready', port: portOf(app), barePort: portOf(bare), driver: app.database.driver });
