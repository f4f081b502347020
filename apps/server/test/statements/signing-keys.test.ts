import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import type { StatementKeySet } from '@visadesk/contract';
import { ConfigError, loadConfig } from '../../src/config/config.ts';
import { loadSigningKeys, newPrivateKeyPem, publicJwkOf, readPrivateKey, statementKeyOf } from '../../src/statements/signing-keys.ts';
import { postgresDatabase } from '../scratch-database.ts';
import { freePort, runCli, startServer } from '../spawned-server.ts';
import { temporaryFolders } from '../temp-dirs.ts';

/**
 * The agency's signing key (ADR 053): made at first start into DATA_DIR, private, the same after a
 * restart and for instances starting together; SIGNING_KEY in its place when given, a bad one
 * stopping the start; retired keys trusted after the current one; `npm run signing-key:rotate`.
 */
const tempDir = temporaryFolders('visadesk-signing-');
const modeOf = (file: string) => statSync(file).mode & 0o777;
const kidOfPem = (pem: string) => statementKeyOf(publicJwkOf(readPrivateKey(pem, 'test'))).kid;
const DAY_MS = 86_400_000;

describe('the signing key in DATA_DIR', () => {
  it('is made at first start, private (0600 in a 0700 folder), and the same at the next', () => {
    const dataDir = path.join(tempDir(), 'data');
    const first = loadSigningKeys({ dataDir });
    const file = path.join(dataDir, 'signing-key.pem');
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(first.current).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig', kid: kidOfPem(readFileSync(file, 'utf8')) });
    expect(first.retired).toEqual([]);
    expect(loadSigningKeys({ dataDir }).current).toEqual(first.current);
    // Nothing left beside it: the key is written aside and linked into place.
    expect(readdirSync(dataDir)).toEqual(['signing-key.pem']);
  });

  it('is one key for several instances starting together on one DATA_DIR', async () => {
    const dataDir = tempDir();
    const module = pathToFileURL(path.resolve(import.meta.dirname, '../../src/statements/signing-keys.ts')).href;
    const script = 'const { loadSigningKeys } = await import(process.argv[1]); process.stdout.write(loadSigningKeys({ dataDir: process.argv[2] }).current.kid);';
    const kids = await Promise.all(Array.from({ length: 6 }, () => new Promise<string>((resolve, reject) => {
      // With a umask that takes nothing away: the key is private by its own mode.
      const child = spawn('sh', ['-c', 'umask 000; exec "$0" --input-type=module -e "$1" "$2" "$3"', process.execPath, script, module, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`exited ${code}`))));
    })));
    expect(new Set(kids).size).toBe(1);
    expect(kids[0]).toBe(loadSigningKeys({ dataDir }).current.kid);
    expect(readdirSync(dataDir)).toEqual(['signing-key.pem']);
    expect(modeOf(path.join(dataDir, 'signing-key.pem'))).toBe(0o600);
  });

  it('is made private again when a copy left it readable by others', () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, 'signing-key.pem');
    const pem = newPrivateKeyPem();
    writeFileSync(file, pem);
    chmodSync(file, 0o644);
    chmodSync(dataDir, 0o755);
    expect(loadSigningKeys({ dataDir }).current.kid).toBe(kidOfPem(pem));
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it('stops the start, naming the file, when the file holds no Ed25519 private key', () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, 'signing-key.pem');
    writeFileSync(file, generateKeyPairSync('ed25519').publicKey.export({ format: 'pem', type: 'spki' }), { mode: 0o600 });
    expect(() => loadSigningKeys({ dataDir })).toThrow(`${file} does not hold an Ed25519 private key`);
  });

  it('is made by the server at its first start, published, and kept across a restart', async () => {
    const dataDir = tempDir();
    const database = await postgresDatabase('keys', inject('templateDatabase'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, PORT: String(await freePort()), SIGNING_KEY: '', SIGNING_KEYS_RETIRED: '' };
    const published = async () => {
      const server = await startServer({ env });
      try {
        return ((await (await fetch(`${server.base}/.well-known/visadesk-keys.json`)).json()) as StatementKeySet).keys;
      } finally {
        await server.stop();
      }
    };
    try {
      const first = await published();
      expect(first).toHaveLength(1);
      expect(first[0]?.kid).toBe(kidOfPem(readFileSync(path.join(dataDir, 'signing-key.pem'), 'utf8')));
      expect(modeOf(path.join(dataDir, 'signing-key.pem'))).toBe(0o600);
      expect(await published()).toEqual(first);
    } finally {
      await database.drop();
    }
  }, 120_000);
});

describe('SIGNING_KEY', () => {
  const pem = newPrivateKeyPem();

  it('signs in place of DATA_DIR’s key, with line breaks or with \\n written for them, and nothing is written', () => {
    for (const given of [pem, pem.replace(/\n/g, '\\n')]) {
      const dataDir = tempDir();
      const config = loadConfig({ DATA_DIR: dataDir, SIGNING_KEY: given });
      expect(loadSigningKeys(config).current.kid).toBe(kidOfPem(pem));
      expect(existsSync(path.join(dataDir, 'signing-key.pem'))).toBe(false);
    }
    expect(loadConfig({ DATA_DIR: tempDir(), SIGNING_KEY: ' ' }).signingKey).toBeUndefined();
  });

  it('stops the start when it is not an Ed25519 private key, naming SIGNING_KEY and never repeating it', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
    const ed25519Public = generateKeyPairSync('ed25519').publicKey.export({ format: 'pem', type: 'spki' }) as string;
    for (const bad of ['secret-not-a-key', rsa, ed25519Public, pem.slice(0, 60)]) {
      const attempt = () => loadConfig({ DATA_DIR: tempDir(), SIGNING_KEY: bad });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(/SIGNING_KEY: must be the PEM of an Ed25519 private key/);
      try {
        attempt();
      } catch (error) {
        expect((error as Error).message).not.toContain(bad.trim().split('\n')[1] ?? bad);
      }
    }
    // A configuration built in code (as tests build theirs) is checked as the app is built.
    expect(() => loadSigningKeys({ dataDir: tempDir(), signingKey: 'secret-not-a-key' })).toThrow(/^SIGNING_KEY does not hold an Ed25519 private key/);
  });

  it('stops the server before it listens, saying why', async () => {
    const env = { DATA_DIR: tempDir(), PORT: String(await freePort()), SIGNING_KEY: 'secret-not-a-key' };
    const failed = await startServer({ env }).then(() => 'started', (error: Error) => error.message);
    expect(failed).toMatch(/SIGNING_KEY: must be the PEM of an Ed25519 private key/);
    expect(failed).not.toContain('secret-not-a-key');
  }, 60_000);
});

describe('retired keys', () => {
  const publicOf = (pem: string) => publicJwkOf(readPrivateKey(pem, 'test'));

  it('are trusted after the current key: SIGNING_KEYS_RETIRED, then the file’s until their last statements expired', () => {
    const dataDir = tempDir();
    const current = loadSigningKeys({ dataDir }).current;
    const [fromEnv, recent, old] = [newPrivateKeyPem(), newPrivateKeyPem(), newPrivateKeyPem()].map(publicOf) as [ReturnType<typeof publicOf>, ReturnType<typeof publicOf>, ReturnType<typeof publicOf>];
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
    const recentRetired = ago(29);
    writeFileSync(path.join(dataDir, 'signing-keys-retired.json'), JSON.stringify([{ ...old, retiredAt: ago(40) }, { ...recent, retiredAt: recentRetired }]));
    // Given with their own kid and alg (ignored: the id is the key's thumbprint), and the current key again.
    const env = JSON.stringify([{ ...fromEnv, kid: 'whatever', alg: 'EdDSA' }, { kty: 'OKP', crv: 'Ed25519', x: current.x }]);
    const keys = loadSigningKeys(loadConfig({ DATA_DIR: dataDir, SIGNING_KEYS_RETIRED: env }));
    expect(keys.current).toEqual(current);
    // Each with when it was retired, where that is known: a statement it signed later is refused (statements-red-team.test.ts).
    expect(keys.retired).toEqual([statementKeyOf(fromEnv), { ...statementKeyOf(recent), retiredAt: recentRetired }]);
    const dated = JSON.stringify([{ ...fromEnv, retiredAt: '2026-11-01T08:00:00+05:45' }]);
    expect(loadSigningKeys(loadConfig({ DATA_DIR: tempDir(), SIGNING_KEYS_RETIRED: dated })).retired).toEqual([{ ...statementKeyOf(fromEnv), retiredAt: '2026-11-01T08:00:00+05:45' }]);
  });

  it('refuse what is not a list of public Ed25519 JWKs, naming SIGNING_KEYS_RETIRED or the file', () => {
    const jwk = publicOf(newPrivateKeyPem());
    const privateJwk = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
    for (const bad of ['not json', '{"kty":"OKP"}', JSON.stringify([{ ...jwk, crv: 'X25519' }]), JSON.stringify([privateJwk]), JSON.stringify([{ ...jwk, x: 'short' }]), JSON.stringify([{ ...jwk, retiredAt: 'last week' }])]) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), SIGNING_KEYS_RETIRED: bad }), bad).toThrow(/SIGNING_KEYS_RETIRED/);
    }
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'signing-keys-retired.json'), '[{"kty":"RSA"}]');
    expect(() => loadSigningKeys({ dataDir })).toThrow(`${path.join(dataDir, 'signing-keys-retired.json')} is not a JSON array of Ed25519 public keys`);
  });
});

describe('npm run signing-key:rotate', () => {
  const rotate = (env: Record<string, string>) => runCli('rotate-signing-key', [], { env: { DATABASE_URL: '', SIGNING_KEY: '', SIGNING_KEYS_RETIRED: '', ...env } });

  it('retires the key signing now, still trusted, and makes a new one, both private', async () => {
    const dataDir = tempDir();
    const first = loadSigningKeys({ dataDir }).current;
    const once = await rotate({ DATA_DIR: dataDir });
    expect(once.status, once.stderr).toBe(0);
    const second = loadSigningKeys({ dataDir });
    expect(second.current.kid).not.toBe(first.kid);
    expect(second.retired).toEqual([{ ...first, retiredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/) }]);
    expect(once.stdout).toContain(`New signing key ${second.current.kid}. The previous one, ${first.kid}, stays trusted for verification until `);
    expect(once.stdout).toContain('Restart the server (every instance) to sign with the new key.');
    for (const file of ['signing-key.pem', 'signing-keys-retired.json']) expect(modeOf(path.join(dataDir, file)), file).toBe(0o600);
    const retired = JSON.parse(readFileSync(path.join(dataDir, 'signing-keys-retired.json'), 'utf8')) as { x: string; retiredAt: string }[];
    expect(retired).toEqual([{ kty: 'OKP', crv: 'Ed25519', x: first.x, retiredAt: expect.any(String) }]);
    expect(Date.now() - Date.parse(retired[0]?.retiredAt ?? '')).toBeLessThan(60_000);

    expect((await rotate({ DATA_DIR: dataDir })).status).toBe(0);
    const third = loadSigningKeys({ dataDir });
    expect(third.retired.map((key) => key.kid)).toEqual([first.kid, second.current.kid]);
  }, 60_000);

  it('changes nothing where SIGNING_KEY signs, and says how to rotate it', async () => {
    const dataDir = tempDir();
    const before = loadSigningKeys({ dataDir }).current;
    const pem = newPrivateKeyPem();
    const refused = await rotate({ DATA_DIR: dataDir, SIGNING_KEY: pem });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('SIGNING_KEY is set');
    const printed = JSON.parse(refused.stderr.trim().split('\n').at(-1) ?? '') as Record<string, string>;
    expect(printed).toEqual({ ...publicJwkOf(readPrivateKey(pem, 'test')), retiredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/) });
    // What it prints is what SIGNING_KEYS_RETIRED takes.
    expect(loadSigningKeys(loadConfig({ DATA_DIR: tempDir(), SIGNING_KEYS_RETIRED: JSON.stringify([printed]) })).retired[0]?.retiredAt).toBe(printed.retiredAt);
    expect(refused.stderr).not.toContain(pem.split('\n')[1]);
    expect(loadSigningKeys({ dataDir })).toEqual(expect.objectContaining({ current: before, retired: [] }));
  }, 60_000);
});
