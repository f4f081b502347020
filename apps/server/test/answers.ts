import { messageIdOf } from '@visadesk/contract';

interface Answer {
  message: string;
  errors?: Record<string, string>;
  [other: string]: unknown;
}

/**
 * An answer carrying a message as the server sends it (ADR 048): the English, and beside it the
 * contract's id for it (`messageId`) and for each field message (`errorIds`) that is one of the
 * contract's. Tests of other behaviour compare whole answers with it; message-ids.test.ts holds the
 * ids themselves to literal values.
 */
export function answerWith(answer: Answer): Answer {
  const messageId = messageIdOf(answer.message);
  const errorIds = Object.fromEntries(
    Object.entries(answer.errors ?? {}).flatMap(([field, message]) => {
      const id = messageIdOf(message);
      return id ? [[field, id]] : [];
    }),
  );
  return { ...answer, ...(messageId ? { messageId } : {}), ...(Object.keys(errorIds).length ? { errorIds } : {}) };
}
