import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { loggerOptions, OneLinePerRequest } from './lib/logger.ts';
import { authPlugin } from './plugins/auth.ts';
import { configPlugin } from './plugins/config.ts';
import { databasePlugin } from './plugins/database.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { maintenancePlugin } from './plugins/maintenance.ts';
import { multipartPlugin } from './plugins/multipart.ts';
import { passportExpiryPlugin } from './plugins/passport-expiry.ts';
import { requestBodiesPlugin } from './plugins/request-bodies.ts';
import { securityPlugin } from './plugins/security.ts';
import { mailPlugin } from './plugins/mail.ts';
import { servicesPlugin } from './plugins/services.ts';
import { webPlugin } from './plugins/web.ts';
import { activityRoutes } from './routes/api/activity/index.ts';
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
  await app.register(multipartPlugin);
  await app.register(requestBodiesPlugin);
  await app.register(errorsPlugin);
  await app.register(configPlugin, { config });
  await app.register(databasePlugin, database ? { database } : {});
  await app.register(mailPlugin);
  await app.register(servicesPlugin);
  await app.register(maintenancePlugin);
  await app.register(passportExpiryPlugin);
  await app.register(authPlugin);
  await app.register(docsPlugin);

  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(usersRoutes, { prefix: '/api/users' });
  await app.register(applicationsRoutes, { prefix: '/api/application' });
  await app.register(filesRoutes, { prefix: '/api/files' });
  await app.register(slidersRoutes, { prefix: '/api/slider' });
  await app.register(settingsRoutes, { prefix: '/api/settings' });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard' });
  await app.register(activityRoutes, { prefix: '/api/activity' });

  await app.register(webPlugin, { webDist: config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
