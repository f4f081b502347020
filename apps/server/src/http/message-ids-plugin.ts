import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messageIdOf } from '@visadesk/contract';

/** Answers larger than this carry records, not a message to show: left as they are, unread. */
const LARGEST_READ = 64 * 1024;

/**
 * The id beside the English (ADR 048): an answer `{ message }` whose message is one of the
 * contract's gets `messageId`, and its field messages `errorIds` by field, so a client translates by
 * id. The English stays as the spec and the original client read it; a message the contract does
 * not have (a mail server's reply) gets no id.
 */
export function withMessageIds(body: Record<string, unknown>): Record<string, unknown> {
  const id = typeof body.message === 'string' ? messageIdOf(body.message) : undefined;
  const errors = body.errors && typeof body.errors === 'object' ? Object.entries(body.errors as Record<string, unknown>) : [];
  const errorIds = Object.fromEntries(
    errors.flatMap(([field, message]) => {
      const fieldId = typeof message === 'string' ? messageIdOf(message) : undefined;
      return fieldId ? [[field, fieldId]] : [];
    }),
  );
  return {
    ...body,
    ...(id ? { messageId: id } : {}),
    ...(Object.keys(errorIds).length ? { errorIds } : {}),
  };
}

export const messageIdsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      if (typeof payload !== 'string' || payload.length > LARGEST_READ || !payload.startsWith('{') || !payload.includes('"message"')) return payload;
      if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
      let body: unknown;
      try {
        body = JSON.parse(payload);
      } catch {
        return payload;
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body) || typeof (body as { message?: unknown }).message !== 'string') return payload;
      const withIds = withMessageIds(body as Record<string, unknown>);
      // An answer whose message is not the contract's goes out byte for byte as it was written.
      return 'messageId' in withIds || 'errorIds' in withIds ? JSON.stringify(withIds) : payload;
    });
  },
  { name: 'message-ids' },
);
