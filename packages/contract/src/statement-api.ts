import { z } from 'zod';
import { answerFlag, answerList, answerObject, answerText } from './answers.ts';
import { COMMON_MESSAGES } from './messages.ts';
import { STATEMENT_MAX_LENGTH } from './statements.ts';

/** What checking a statement says, word for word (ADR 053). */
export const VERIFY_MESSAGES = {
  statement: 'Please give the statement to check: the text of the QR code on the applicant copy.',
} as const;

/** `POST /api/verify`: the statement, bare or as the verification page's address (`…/verify#<statement>`). */
export const VerifyRequestSchema = z.object({
  statement: z.string({ error: VERIFY_MESSAGES.statement }).trim().min(1, VERIFY_MESSAGES.statement).max(STATEMENT_MAX_LENGTH + 200, VERIFY_MESSAGES.statement),
}, { error: COMMON_MESSAGES.formExpected });

/**
 * Its answer: `valid` (a published key signed it and it has not expired), `current` (its application
 * is still there with the same decision), and the statement's own decision and stage, never the
 * application's new ones. `revokedAt` says when it stopped being current, where that is known;
 * `problem` why an invalid one is refused (malformed, unknownKey, signature, expired).
 */
export const VerifyResponseSchema = answerObject({
  valid: answerFlag(),
  current: answerFlag(),
  status: answerText(),
  stage: answerText(),
  revokedAt: answerText().optional(),
  problem: answerText().optional(),
});
export type VerifyResponse = z.infer<typeof VerifyResponseSchema>;

const error = COMMON_MESSAGES.unreadableAnswer;

/** `/.well-known/visadesk-keys.json`: a JWK set of Ed25519 keys, the one signing now first. */
export const StatementKeySetSchema = answerObject({
  keys: answerList(answerObject({
    kty: z.literal('OKP', { error }), crv: z.literal('Ed25519', { error }), x: answerText(), kid: answerText(), alg: z.literal('EdDSA', { error }), use: z.literal('sig', { error }),
    retiredAt: answerText().optional(),
  })),
});
