// The server under test, in its own process (forked by harness.ts): the real app from buildApp on
// 127.0.0.1 and a bare Fastify server beside it.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import Fastify from 'fastify';
import { buildApp, type App } from '../../apps/server/src/app.ts';
import { DEFAULT_RATE_LIMITS, loadConfig, OWASP_ARGON2, type AppConfig } from '../../apps/server/src/config/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import type { ChildMessage, ChildOptions, ParentMessage } from './protocol.ts';
import { ADMIN } from './scenarios.ts';
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
await seedApplications(app.db, options.seedApplications, options.seedFiles);
await app.users.ensureFirstSuperAdmin({ email: ADMIN.email, password: ADMIN.password, generatePassword: () => ADMIN.password });
await app.listen({ host: '127.0.0.1', port: 0 });

let barePayload = '{}';
let profiler: Session | undefined;
const bare = Fastify({ logger: false });
bare.all('/*', async (_request, reply) => reply.type('application/json').send(barePayload));
await bare.listen({ host: '127.0.0.1', port: 0 });

const portOf = (instance: { server: { address(): unknown } }) => (instance.server.address() as { port: number }).port;

process.on('message', (raw) => {
  const message = raw as ParentMessage;
  void (async () => {
    if (message.type === 'bare-payload') {
      barePayload = message.body;
      send({ type: 'done', id: message.id });
    } else if (message.type === 'profile-start') {
      profiler = new Session();
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
      await profiler.post('Profiler.start');
      send({ type: 'done', id: message.id });
    } else if (message.type === 'profile-stop') {
      if (!profiler) throw new Error('no profile was started');
      const { profile } = await profiler.post('Profiler.stop');
      profiler.disconnect();
      profiler = undefined;
      writeFileSync(message.file, JSON.stringify(profile));
      send({ type: 'done', id: message.id });
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
