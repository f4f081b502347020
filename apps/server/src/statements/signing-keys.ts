import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { chmodSync, closeSync, existsSync, fsyncSync, linkSync, lstatSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { STATEMENT_DAYS, type StatementKey } from '@visadesk/contract';
import type { AppConfig } from '../config/config.ts';
import { PublicJwkSchema, type PublicJwk } from '../config/signing-config.ts';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../lib/private-files.ts';

/** The agency's private key, made at first start unless SIGNING_KEY gives one. */
export const SIGNING_KEY_FILE = 'signing-key.pem';
/** The public keys of earlier signing keys, each with when it was retired. */
export const RETIRED_KEYS_FILE = 'signing-keys-retired.json';

/**
 * How long a retired key stays trusted: its last statement expires STATEMENT_DAYS after it was
 * retired, and an instance not yet restarted may have signed with it for a day more.
 */
export const RETIRED_TRUST_MS = (STATEMENT_DAYS + 1) * 86_400_000;

/** A retired key as the file keeps it. */
export interface RetiredKey extends PublicJwk {
  retiredAt?: string;
}

/** The key that signs, its public half as statements name it, and the retired ones still trusted. */
export interface SigningKeys {
  privateKey: KeyObject;
  current: StatementKey;
  retired: StatementKey[];
}

/** RFC 7638: SHA-256 over the required members in their order (crv, kty, x), base64url; its first 16 characters name the key. */
export function keyIdOf(x: string): string {
  return createHash('sha256').update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x })).digest('base64url').slice(0, 16);
}

export const statementKeyOf = ({ x, retiredAt }: PublicJwk): StatementKey =>
  ({ kty: 'OKP', crv: 'Ed25519', x, kid: keyIdOf(x), alg: 'EdDSA', use: 'sig', ...(retiredAt ? { retiredAt } : {}) });

export function publicJwkOf(privateKey: KeyObject): PublicJwk {
  return { kty: 'OKP', crv: 'Ed25519', x: createPublicKey(privateKey).export({ format: 'jwk' }).x as string };
}

/** The Ed25519 private key a PEM holds; an error naming `source` (never its content) otherwise. */
export function readPrivateKey(pem: string, source: string): KeyObject {
  let key: KeyObject | undefined;
  try {
    key = createPrivateKey({ key: pem, format: 'pem' });
  } catch {
    key = undefined;
  }
  if (key?.asymmetricKeyType !== 'ed25519') throw new Error(`${source} does not hold an Ed25519 private key (a PKCS#8 PEM, "-----BEGIN PRIVATE KEY-----")`);
  return key;
}

export const newPrivateKeyPem = (): string => generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;

/** A file of the server user's alone (0600), on the disk before it is named, beside `file`. */
function writePrivateTemp(file: string, content: string): string {
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  const fd = openSync(tmp, 'wx', PRIVATE_FILE_MODE);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return tmp;
}

/** Replaces `file` whole, 0600: a reader sees the old content or the new, never half of it. */
export function replacePrivateFile(file: string, content: string): void {
  renameSync(writePrivateTemp(file, content), file);
}

/**
 * Names `file` only if nothing has it yet: several instances starting together on one DATA_DIR
 * each try, one wins, and the others read the winner's key (a link fails where the name exists).
 */
function createPrivateFileOnce(file: string, content: string): void {
  const tmp = writePrivateTemp(file, content);
  try {
    linkSync(tmp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(tmp, { force: true });
  }
}

const isLink = (file: string) => {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
};

/** DATA_DIR/signing-key.pem, made at first start, its folder and itself kept private. */
export function fileSigningKey(dataDir: string): KeyObject {
  ensurePrivateDir(dataDir);
  const file = path.join(dataDir, SIGNING_KEY_FILE);
  if (!existsSync(file) && !isLink(file)) createPrivateFileOnce(file, newPrivateKeyPem());
  // A link would have chmod and the key act on a file elsewhere (lib/private-files.ts's rule).
  if (isLink(file)) throw new Error(`${file} is a symbolic link: the signing key must be a file of its own in DATA_DIR (or give it in SIGNING_KEY).`);
  if (statSync(file).mode & 0o077) chmodSync(file, PRIVATE_FILE_MODE);
  return readPrivateKey(readFileSync(file, 'utf8'), file);
}

const RetiredFileSchema = z.array(PublicJwkSchema.and(z.object({ retiredAt: z.iso.datetime().optional() })));

/** DATA_DIR/signing-keys-retired.json as written ([] when there is none); an error naming it when it is not readable. */
export function readRetiredFile(dataDir: string): RetiredKey[] {
  const file = path.join(dataDir, RETIRED_KEYS_FILE);
  if (!existsSync(file)) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    parsed = undefined;
  }
  const keys = RetiredFileSchema.safeParse(parsed);
  if (!keys.success) throw new Error(`${file} is not a JSON array of Ed25519 public keys (JWKs, each with an optional retiredAt)`);
  return keys.data.map(({ x, retiredAt }) => ({ kty: 'OKP', crv: 'Ed25519', x, ...(retiredAt ? { retiredAt } : {}) }));
}

/** Whether a retired key may still have signed a statement that has not expired. */
export const stillTrusted = (key: RetiredKey, now: number): boolean =>
  key.retiredAt === undefined || Date.parse(key.retiredAt) + RETIRED_TRUST_MS > now;

/** The signing key (SIGNING_KEY, else DATA_DIR's), and the retired keys (SIGNING_KEYS_RETIRED, then DATA_DIR's still trusted). */
export function loadSigningKeys(config: Pick<AppConfig, 'dataDir' | 'signingKey' | 'retiredSigningKeys'>, now = Date.now()): SigningKeys {
  const privateKey = config.signingKey === undefined ? fileSigningKey(config.dataDir) : readPrivateKey(config.signingKey, 'SIGNING_KEY');
  const current = statementKeyOf(publicJwkOf(privateKey));
  const retired = new Map<string, StatementKey>();
  for (const jwk of [...(config.retiredSigningKeys ?? []), ...readRetiredFile(config.dataDir).filter((key) => stillTrusted(key, now))]) {
    const key = statementKeyOf(jwk);
    if (key.kid !== current.kid) retired.set(key.kid, key);
  }
  return { privateKey, current, retired: [...retired.values()] };
}
