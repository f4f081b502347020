import { z } from 'zod';
import { ErrorResponseSchema, UserSchema } from '@visadesk/contract';

export const errorResponses = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

export const UserMessageSchema = z.object({ message: z.string(), user: UserSchema });
export const MessageSchema = z.object({ message: z.string() });
export const RefreshBodySchema = z.object({ refreshToken: z.string().max(200).optional() }).nullish();
