import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { COMMON_MESSAGES, DOCUMENT_MAX_BYTES } from '@visadesk/contract';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { HttpError } from './lib/http-error.ts';
import { loggerOptions, OneLinePerRequest } from './lib/logger.ts';
import { containsNul } from './lib/nul.ts';
import { authPlugin } from './plugins/auth.ts';
import { databasePlugin } from './plugins/database.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { securityPlugin } from './plugins/security.ts';
import { webPlugin } from './plugins/web.ts';
import { applicationsRoutes } from './routes/api/applications/index.ts';
import { dashboardRoutes } from './routes/api/dashboard/index.ts';
import { filesRoutes } from './routes/api/files/index.ts';
import { healthRoutes } from './routes/api/health/index.ts';
import { settingsRoutes } from './routes/api/settings/index.ts';
import { slidersRoutes } from './routes/api/sliders/index.ts';
import { usersRoutes } from './routes/api/users/index.ts';

export interface BuildAppOptions {
  config: AppConfig;
  /** An already opened database (tests); otherwise the config decides. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole application; server.ts listens on it, tests inject into it. */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Opening the database, migrating and cleaning up can pass Fastify's 10 s on a busy machine.
    pluginTimeout: 120_000,
    routerOptions: { maxParamLength: 200 },
    logController: new OneLinePerRequest(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(securityPlugin);
  // Bounded before anything is read: one photo plus twelve documents, each at most 10 MB.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 13, fields: 60, fieldSize: 4096, parts: 80, headerPairs: 200 },
  });
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  // Bodiless PUTs (the status calls) may still say application/json; treat them as empty.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return defaultJson(request, body as string, done);
  });
  await app.register(errorsPlugin);
  // PostgreSQL text cannot hold NUL: a request carrying one is the client's error, not a 500.
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.query) || containsNul(request.body)) throw new HttpError(400, COMMON_MESSAGES.validationFailed);
  });
  await app.register(databasePlugin, { config, ...(database ? { database } : {}) });
  await app.register(authPlugin);
  await app.register(docsPlugin);

  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(usersRoutes, { prefix: '/api/users' });
  await app.register(applicationsRoutes, { prefix: '/api/application' });
  await app.register(filesRoutes, { prefix: '/api/files' });
  await app.register(slidersRoutes, { prefix: '/api/slider' });
  await app.register(settingsRoutes, { prefix: '/api/settings' });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard' });

  await app.register(webPlugin, { webDist: config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
