import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { loggerOptions, OneLinePerRequest } from './lib/logger.ts';
import { authPlugin } from './staff/auth-plugin.ts';
import { configPlugin } from './config/config-plugin.ts';
import { databasePlugin } from './db/database-plugin.ts';
import { jobsPlugin } from './db/jobs-plugin.ts';
import { docsPlugin } from './http/docs-plugin.ts';
import { errorsPlugin } from './http/errors-plugin.ts';
import { messageIdsPlugin } from './http/message-ids-plugin.ts';
import { maintenancePlugin } from './maintenance/maintenance-plugin.ts';
import { multipartPlugin } from './uploads/multipart-plugin.ts';
import { passportExpiryPlugin } from './applications/passport-expiry-plugin.ts';
import { requestBodiesPlugin } from './http/request-bodies-plugin.ts';
import { securityPlugin } from './security/security-plugin.ts';
import { mailPlugin } from './mail/mail-plugin.ts';
import { servicesPlugin } from './services.ts';
import { webPlugin } from './http/web-plugin.ts';
import { activityRoutes } from './activity/routes.ts';
import { applicationsRoutes } from './applications/routes/index.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { filesRoutes } from './storage/file-routes.ts';
import { healthRoutes } from './maintenance/health-routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { slidersRoutes } from './slides/routes.ts';
import { usersRoutes } from './staff/routes/index.ts';
import { documentRequestRoutes } from './requests/routes.ts';
import { feesRoutes, ledgerRoutes } from './ledger/routes.ts';
import { receiptRoutes } from './ledger/receipt-routes.ts';
import { paymentsRoutes } from './ledger/payments-routes.ts';
import { callbackRoutes, demandRoutes } from './demands/routes.ts';
import { uploadProtocolPlugin } from './requests/upload-protocol.ts';
import { statementRoutes } from './statements/routes.ts';
import { webManifestRoutes } from './http/web-manifest.ts';

export interface BuildAppOptions {
  config: AppConfig;
  /** An already opened database (tests); otherwise the config decides. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the whole application; server.ts listens on it, tests inject into it. A plugin that stops
 * the start (a bucket that does not answer, a bad signing key) closes what was opened: the database
 * is not left running.
 */
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
  app.setValidatorCompiler(validatorCompiler).setSerializerCompiler(serializerCompiler);

  try {
    await app.register(securityPlugin);
    await app.register(multipartPlugin);
    await app.register(requestBodiesPlugin);
    await app.register(errorsPlugin);
    await app.register(messageIdsPlugin);
    await app.register(configPlugin, { config });
    await app.register(databasePlugin, database ? { database } : {});
    await app.register(jobsPlugin);
    await app.register(mailPlugin);
    await app.register(servicesPlugin);
    await app.register(maintenancePlugin);
    await app.register(passportExpiryPlugin);
    await app.register(authPlugin);
    await app.register(docsPlugin);
    await app.register(healthRoutes, { prefix: '/api/health' });
    await app.register(usersRoutes, { prefix: '/api/users' });
    await app.register(applicationsRoutes, { prefix: '/api/application' });
    await app.register(documentRequestRoutes, { prefix: '/api/application' });
    await app.register(ledgerRoutes, { prefix: '/api/application' });
    await app.register(uploadProtocolPlugin);
    await app.register(filesRoutes, { prefix: '/api/files' });
    await app.register(slidersRoutes, { prefix: '/api/slider' });
    await app.register(settingsRoutes, { prefix: '/api/settings' });
    await app.register(feesRoutes, { prefix: '/api/settings' });
    await app.register(dashboardRoutes, { prefix: '/api/dashboard' });
    await app.register(activityRoutes, { prefix: '/api/activity' });
    await app.register(paymentsRoutes, { prefix: '/api/payments' });
    await app.register(demandRoutes, { prefix: '/api/demand' });
    await app.register(callbackRoutes, { prefix: '/api/demand' });
    await app.register(statementRoutes);
    await app.register(webManifestRoutes);
    await app.register(receiptRoutes);
    await app.register(webPlugin, { webDist: config.webDist });
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
