import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@visadesk/contract';
import { HttpError } from '../../http/http-error.ts';
import { currentUser } from '../../staff/auth-plugin.ts';
import type { Actor, Viewer } from '../application-context.ts';

/** The session a staff request runs in: the file links in its answer work as long as it lives. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.sessionId) throw new HttpError(401, AUTH_MESSAGES.unauthorized);
  return { sessionId: request.sessionId };
}

/** The staff member making a change, in the session that will see the answer. */
export function actorOf(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { ...viewerOf(request), id: user._id, name: user.name };
}
