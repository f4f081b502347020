import { z } from 'zod';
import { COMMON_MESSAGES } from './messages.ts';

/** 24-character lowercase hex ids, ObjectId-shaped (design notes, "API compatibility"). */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

/** A stage of the journey's id (ADR 049): lower-case letters, digits and dashes, as `labour-permit`. */
export const STAGE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

export const IdSchema = z.string({ error: COMMON_MESSAGES.invalidId }).regex(ID_PATTERN, COMMON_MESSAGES.invalidId);
export const IdParamsSchema = z.object({ id: IdSchema }, { error: COMMON_MESSAGES.invalidId });
