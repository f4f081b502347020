import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';

/** An Ed25519 public key as a JWK (RFC 8037): what a retired key is given as. */
export interface PublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  /** A retired key's: when it stopped signing (ISO 8601); statements it signed later are refused. */
  retiredAt?: string;
}

/** The key signing the applicant copies' statements, and the retired ones still trusted (statements/). */
export interface SigningConfig {
  /** SIGNING_KEY: the PEM of the agency's Ed25519 private key; undefined: DATA_DIR/signing-key.pem, made at first start. */
  signingKey?: string;
  /** SIGNING_KEYS_RETIRED: public keys whose statements are still checked, beside DATA_DIR/signing-keys-retired.json. */
  retiredSigningKeys?: PublicJwk[];
}

/** The members of an Ed25519 public JWK; others (kid, alg, use, a retiredAt) are allowed and left aside. */
export const PublicJwkSchema = z.looseObject({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  // 32 bytes, base64url without padding.
  x: z.string().regex(/^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/),
}).refine((jwk) => !('d' in jwk), 'must hold public keys only (a "d" member is a private key)');

export const isEd25519PrivatePem = (pem: string): boolean => {
  try {
    return createPrivateKey({ key: pem, format: 'pem' }).asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
};

const blankIsUnset = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

/** A PEM pasted into one line of an environment file, with `\n` written for its line breaks. */
const withLineBreaks = (pem: string) => pem.replace(/\\n/g, '\n');

const RETIRED_FORMAT = 'must be a JSON array of Ed25519 public keys as JWKs, each with the time it was retired: [{"kty":"OKP","crv":"Ed25519","x":"…","retiredAt":"2026-11-29T10:00:00Z"}]';

export const SigningEnvSchema = z.object({
  // The key is never repeated in an error: only what it must be.
  SIGNING_KEY: z
    .string()
    .optional()
    .transform((value) => blankIsUnset(value))
    .transform((value) => (value === undefined ? undefined : withLineBreaks(value)))
    .refine((value) => value === undefined || isEd25519PrivatePem(value), 'must be the PEM of an Ed25519 private key (PKCS#8, "-----BEGIN PRIVATE KEY-----"; line breaks may be written \\n)'),
  SIGNING_KEYS_RETIRED: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const text = blankIsUnset(value);
      if (text === undefined) return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: RETIRED_FORMAT });
        return z.NEVER;
      }
    })
    .pipe(z.array(PublicJwkSchema.and(z.object({ retiredAt: z.iso.datetime({ offset: true }).optional() })), { error: RETIRED_FORMAT }).optional()),
});

export function signingConfigOf(env: z.output<typeof SigningEnvSchema>): SigningConfig {
  return {
    signingKey: env.SIGNING_KEY,
    retiredSigningKeys: env.SIGNING_KEYS_RETIRED?.map(({ x, retiredAt }) => ({ kty: 'OKP', crv: 'Ed25519', x, ...(retiredAt ? { retiredAt } : {}) })),
  };
}
