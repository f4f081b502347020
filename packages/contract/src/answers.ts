import { z } from 'zod';
import { COMMON_MESSAGES } from './messages.ts';

/**
 * The building blocks of the server's answers. Only a broken or foreign answer fails them, and the
 * page then says so in words instead of a validation library's.
 */
const error = COMMON_MESSAGES.unreadableAnswer;

export const answerText = () => z.string({ error });
export const answerFlag = () => z.boolean({ error });
export const answerCount = () => z.number({ error }).int({ error });
export const answerList = <T extends z.ZodType>(item: T) => z.array(item, { error });
export const answerObject = <S extends z.ZodRawShape>(shape: S) => z.object(shape, { error });
/** Entries keyed by a fixed set of names (the document slots), each one optional. */
/** Entries keyed by any name (a stage's id, a country): counts by stage, lists by country. */
export const answerMap = <V extends z.ZodType>(value: V) => z.record(z.string({ error }), value, { error });
export const answerRecord = <const K extends readonly [string, ...string[]], V extends z.ZodType>(keys: K, value: V) =>
  z.partialRecord(z.enum(keys, { error }), value, { error });
