import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PHONE_FORMAT_HEADER } from '@visadesk/contract';

/** OpenAPI document generated from the routes' Zod schemas, browsable at /api/docs. */
export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'VisaDesk API',
          description:
            'Visa applications, documents, slides and staff accounts of a visa consultancy. ' +
            `An application's \`phone\` is answered as dialled at home (\`01712345678\`), as the original client reads it; a caller that sends ` +
            `\`${PHONE_FORMAT_HEADER.name}: ${PHONE_FORMAT_HEADER.international}\` reads it in international form, the national number beside \`phoneCode\` ` +
            '(`1712345678` and `880`), as does a write that names `phoneCode`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'docs', dependencies: ['auth'] },
);
