import fp from 'fastify-plugin';
import type { AppConfig } from './config.ts';
import { NO_PUBLIC_URL_WARNING } from '../http/site-origin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/**
 * The configuration the server was started with (config.ts reads it from the environment). A
 * production server without PUBLIC_URL says so once, as it starts (ADR 041).
 */
export const configPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('config', config);
    if (config.production && config.publicUrl === undefined) app.log.warn(NO_PUBLIC_URL_WARNING);
  },
  { name: 'config' },
);
