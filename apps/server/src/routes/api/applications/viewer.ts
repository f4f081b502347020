import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@visadesk/contract';
import { HttpError } from '../../../lib/http-error.ts';
import type { Viewer } from '../../../services/applications.ts';

/** The session a staff request runs in: the file links in its answer work as long as it lives. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.sessionId) throw new HttpError(401, AUTH_MESSAGES.unauthorized);
  return { sessionId: request.sessionId };
}
