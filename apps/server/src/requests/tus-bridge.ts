import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DOCUMENT_REQUEST_MESSAGES as M } from '@visadesk/contract';

/** How a request reaches @tus/server and its answer comes back through Fastify (ADR 050). */

/**
 * The request as tus reads it (a web Request): its body, when it has one, streamed from the socket
 * as it arrives, never buffered. The host is a stand-in: tus answers with paths (relativeLocation).
 */
export function webRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, String(one));
  }
  const body = request.method === 'PATCH' || request.method === 'POST' ? (Readable.toWeb(request.raw) as ReadableStream) : undefined;
  return new Request(new URL(request.url, 'http://uploads.invalid'), { method: request.method, headers, body, duplex: 'half' } as RequestInit);
}

/**
 * tus's answer through Fastify, so it is answered as every API answer is (no-store, message ids):
 * a refusal always as JSON `{ message }`, tus's own plain-text ones (a request without
 * Tus-Resumable, a header it cannot read) in the contract's words.
 */
export async function answerFromTus(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  for (const [name, value] of response.headers) if (name !== 'content-length' && name !== 'content-type') reply.header(name, value);
  const text = await response.text();
  if (response.status < 400) return reply.send(text);
  try {
    return reply.send(JSON.parse(text) as object);
  } catch {
    return reply.send({ message: response.status === 412 ? M.tusOnly : M.uploadUnreadable });
  }
}

