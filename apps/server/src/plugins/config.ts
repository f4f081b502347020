import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** The configuration the server was started with (config.ts reads it from the environment). */
export const configPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);
