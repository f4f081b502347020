import type { FastifyRequest } from 'fastify';

/**
 * Where visitors reach this site: PUBLIC_URL when set, else the request's own origin. The Host
 * header is the client's word: only a plain host name or address may reach a page or an email.
 */
export function siteOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  if (publicUrl) return publicUrl;
  const host = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}
