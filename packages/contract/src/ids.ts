import { z } from 'zod';
import { ID_LENGTH } from './limits.ts';
import { COMMON_MESSAGES } from './messages.ts';

/** 24-character lowercase hex ids, ObjectId-shaped (DESIGN.md). */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

export const IdSchema = z.string().regex(ID_PATTERN, COMMON_MESSAGES.invalidId);
export const IdParamsSchema = z.object({ id: IdSchema });

/** The spec's client-side check before a delete: a 24-character string. */
export function isDeletableId(id: unknown): id is string {
  return typeof id === 'string' && id.length === ID_LENGTH;
}
