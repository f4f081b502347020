/**
 * Gives the agency a new key for the applicant copies' signed statements (ADR 053):
 *   npm run signing-key:rotate
 * The key signing now joins DATA_DIR/signing-keys-retired.json, trusted for verification until the
 * last statements it signed have expired, and a new DATA_DIR/signing-key.pem signs once the server
 * (every instance) is restarted. A key given in SIGNING_KEY is the operator's to rotate.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/config.ts';
import { usePrivateUmask } from '../lib/private-files.ts';
import {
  fileSigningKey,
  newPrivateKeyPem,
  publicJwkOf,
  readPrivateKey,
  readRetiredFile,
  replacePrivateFile,
  RETIRED_KEYS_FILE,
  RETIRED_TRUST_MS,
  SIGNING_KEY_FILE,
  statementKeyOf,
  stillTrusted,
} from '../statements/signing-keys.ts';

usePrivateUmask();

const config = loadConfig();
if (config.signingKey !== undefined) {
  const jwk = { ...publicJwkOf(readPrivateKey(config.signingKey, 'SIGNING_KEY')), retiredAt: new Date().toISOString() };
  process.stderr.write(
    'SIGNING_KEY is set: it signs, not DATA_DIR/signing-key.pem, so this tool changes nothing.\n'
    + 'To rotate it, add its public key to SIGNING_KEYS_RETIRED (a JSON array), set SIGNING_KEY to a new key and restart;\n'
    + `retiredAt is now: make it the time of the restart if that is later (what the key signs after it, and a day's grace, is refused):\n${JSON.stringify(jwk)}\n`,
  );
  process.exit(1);
}

const keyFile = path.join(config.dataDir, SIGNING_KEY_FILE);
if (!existsSync(keyFile)) {
  process.stdout.write(`There was no signing key yet: made ${statementKeyOf(publicJwkOf(fileSigningKey(config.dataDir))).kid}.\n`);
  process.exit(0);
}

const now = Date.now();
const previous = publicJwkOf(fileSigningKey(config.dataDir));
const previousId = statementKeyOf(previous).kid;
const stillRetired = readRetiredFile(config.dataDir).filter((key) => stillTrusted(key, now) && statementKeyOf(key).kid !== previousId);
// The retired key first: should the tool stop between the two writes, the old key is trusted twice, never lost.
replacePrivateFile(path.join(config.dataDir, RETIRED_KEYS_FILE), `${JSON.stringify([...stillRetired, { ...previous, retiredAt: new Date(now).toISOString() }], null, 2)}\n`);
replacePrivateFile(keyFile, newPrivateKeyPem());
const current = statementKeyOf(publicJwkOf(fileSigningKey(config.dataDir)));
const trustedUntil = new Date(now + RETIRED_TRUST_MS).toISOString().slice(0, 10);
process.stdout.write(
  `New signing key ${current.kid}. The previous one, ${previousId}, stays trusted for verification until ${trustedUntil}.\n`
  + 'Restart the server (every instance) to sign with the new key.\n',
);
