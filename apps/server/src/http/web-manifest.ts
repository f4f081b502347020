import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, WEB_APP, webAppManifest } from '@visadesk/contract';

/** A manifest changes only when the consultancy is renamed: browsers may keep it a day. */
const MANIFEST_MAX_AGE_SECONDS = 86_400;

/**
 * `/manifest.webmanifest?lang=hi`: the public site as an installable app (ADR 053), named as the
 * consultancy is in Settings, starting at the home page in the language it was installed from.
 */
export const webManifestRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { lang?: string } }>(WEB_APP.manifest, async (request, reply) => {
    const language = isLanguage(request.query.lang) ? request.query.lang : DEFAULT_LANGUAGE;
    const { consultancyName } = await app.settings.getPublic();
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', `public, max-age=${MANIFEST_MAX_AGE_SECONDS}`)
      .send(JSON.stringify(webAppManifest(consultancyName, language)));
  });
};
