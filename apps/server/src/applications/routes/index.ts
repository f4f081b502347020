import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportRoute } from './export-route.ts';
import { messageRoutes } from './message-routes.ts';
import { answerPhonesInTheCallersForm } from './phone-format.ts';
import { extraDocumentRoutes } from './extra-document-routes.ts';
import { processRoutes } from './process-routes.ts';
import { readRoutes } from './read-routes.ts';
import { stageRoutes } from './stage-routes.ts';
import { writeRoutes } from './write-routes.ts';

export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  answerPhonesInTheCallersForm(app);
  await app.register(readRoutes);
  await app.register(writeRoutes);
  await app.register(processRoutes);
  await app.register(stageRoutes);
  await app.register(messageRoutes);
  await app.register(extraDocumentRoutes);
  await app.register(exportRoute);
};
