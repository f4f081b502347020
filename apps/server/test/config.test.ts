import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/config.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'visadesk-config-'));

describe('configuration from the environment', () => {
  it('has working defaults: port 3000, embedded database under ./data', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(dir);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('knows a production server by NODE_ENV=production, and its public address by PUBLIC_URL alone', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' }).production).toBe(true);
    for (const NODE_ENV of [undefined, '', 'development', 'test', 'Production']) {
      expect(loadConfig({ DATA_DIR: dir, ...(NODE_ENV === undefined ? {} : { NODE_ENV }) }).production, NODE_ENV).toBe(false);
    }
    expect(loadConfig({ DATA_DIR: dir }).publicUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://visas.maple-route.example/' }).publicUrl).toBe('https://visas.maple-route.example');
  });

  it('allows 30 status checks per address in 15 minutes, or as many as ENQUIRIES_PER_ADDRESS says, and names a bad value', () => {
    const limit = (ENQUIRIES_PER_ADDRESS?: string) => loadConfig({ DATA_DIR: tempDir(), ...(ENQUIRIES_PER_ADDRESS === undefined ? {} : { ENQUIRIES_PER_ADDRESS }) }).rateLimits.enquiryPerIp;
    expect(limit()).toEqual({ max: 30, windowSeconds: 900 });
    expect(limit('400')).toEqual({ max: 400, windowSeconds: 900 });
    // Only the successful checks' budget moves: the failures' per passport stays.
    expect(loadConfig({ DATA_DIR: tempDir(), ENQUIRIES_PER_ADDRESS: '400' }).rateLimits.enquiryPerPassport).toEqual({ max: 10, windowSeconds: 3600 });
    for (const bad of ['0', '-5', '2.5', 'many', '100001']) {
      expect(() => limit(bad), bad).toThrow('ENQUIRIES_PER_ADDRESS: must be a whole number from 1 to 100000');
    }
  });

  it('believes forwarded addresses only from the proxies TRUST_PROXY names, never all of them', () => {
    const trust = (TRUST_PROXY?: string) => loadConfig({ DATA_DIR: tempDir(), ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }) }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toEqual(['loopback']);
    expect(trust('10.0.0.2, 10.0.1.0/24,::1')).toEqual(['10.0.0.2', '10.0.1.0/24', '::1']);
    for (const bad of ['yes', '2', '10.0.0.300', '10.0.0.0/8/1', 'proxy.example']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it("decides 'today' in the machine's own time zone unless TIME_ZONE names one", () => {
    const before = process.env.TZ;
    try {
      // Node follows a change of TZ at run time, as a machine set to that zone would start.
      process.env.TZ = 'Europe/Berlin';
      expect(loadConfig({ DATA_DIR: tempDir() }).timeZone).toBe('Europe/Berlin');
      expect(loadConfig({ DATA_DIR: tempDir(), TIME_ZONE: 'Asia/Kathmandu' }).timeZone).toBe('Asia/Kathmandu');
      expect(() => loadConfig({ DATA_DIR: tempDir(), TIME_ZONE: 'Mars/Olympus' })).toThrow(/TIME_ZONE.*IANA time zone/s);
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it('names every bad variable in one readable error', () => {
    const attempt = () =>
      loadConfig({ DATA_DIR: tempDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'short' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^Invalid configuration:/);
      for (const name of ['PORT', 'DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) expect(message).toContain(name);
      expect(message).toContain('must start with postgres://');
    }
  });

  it('reads SMTP_URL and MAIL_FROM, and refuses what could not send mail', () => {
    const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: tempDir(), ...env });
    expect(config({}).mail).toEqual({ smtpUrl: undefined, from: undefined });
    const site = { PUBLIC_URL: 'https://visas.maple-route.example' };
    expect(config({ ...site, SMTP_URL: 'smtps://desk:secret@mail.example:465', MAIL_FROM: '"Maple Route Visas" <desk@maple-route.example>' }).mail).toEqual({
      smtpUrl: 'smtps://desk:secret@mail.example:465',
      from: '"Maple Route Visas" <desk@maple-route.example>',
    });
    expect(config({ ...site, SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'desk@maple-route.example' }).mail.from).toBe('desk@maple-route.example');
    // A reset link built on a request's Host header could send a victim's token to the caller's site.
    expect(() => config({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'desk@maple-route.example' })).toThrow(/PUBLIC_URL: is needed with SMTP_URL/);
    expect(() => config({ ...site, SMTP_URL: 'http://mail.example', MAIL_FROM: 'desk@maple-route.example' })).toThrow(/SMTP_URL: must be smtp:\/\/user:password@host:587/);
    expect(() => config({ ...site, SMTP_URL: 'smtp://mail.example:587' })).toThrow(/MAIL_FROM: is needed with SMTP_URL/);
    expect(() => config({ ...site, SMTP_URL: 'smtp://mail.example:587', MAIL_FROM: 'Maple Route Visas' })).toThrow(/MAIL_FROM: must be an address/);
    // The password in SMTP_URL is never repeated in the error.
    try {
      config({ ...site, SMTP_URL: 'smtp://desk:hunter2-secret@mail.example:587', MAIL_FROM: 'not an address' });
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2-secret');
    }
  });

  it('reads FILE_STORAGE=s3 and its S3_* settings, and names each one missing or bad, never repeating the secret', () => {
    const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: tempDir(), ...env });
    const s3 = {
      FILE_STORAGE: 's3',
      S3_ENDPOINT: 'https://s3.eu-central-003.backblazeb2.com/',
      S3_REGION: 'eu-central-003',
      S3_BUCKET: 'maple-route-files',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'hunter2-bucket-secret',
    };
    expect(config(s3)).toMatchObject({
      fileStorage: 's3',
      s3: { endpoint: 'https://s3.eu-central-003.backblazeb2.com', region: 'eu-central-003', bucket: 'maple-route-files', accessKeyId: 'key-id', secretAccessKey: 'hunter2-bucket-secret', forcePathStyle: false },
    });
    expect(config({ ...s3, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
    expect(config({ ...s3, S3_ENDPOINT: '' }).s3?.endpoint).toBeUndefined();
    // The S3_* settings are read only for the S3 store.
    expect(config({ ...s3, FILE_STORAGE: 'database' }).s3).toBeUndefined();
    expect(() => config({ FILE_STORAGE: 's3' })).toThrow(
      /S3_BUCKET: is needed with FILE_STORAGE=s3\n {2}S3_REGION: is needed with FILE_STORAGE=s3\n {2}S3_ACCESS_KEY_ID: is needed with FILE_STORAGE=s3\n {2}S3_SECRET_ACCESS_KEY: is needed with FILE_STORAGE=s3/,
    );
    expect(() => config({ FILE_STORAGE: 'bucket' })).toThrow(/FILE_STORAGE: must be local, database or s3/);
    expect(() => config({ ...s3, S3_BUCKET: 'Maple_Route' })).toThrow(/S3_BUCKET: must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens/);
    expect(() => config({ ...s3, S3_ENDPOINT: 'minio.internal:9000' })).toThrow(/S3_ENDPOINT: must be the store's address/);
    expect(() => config({ ...s3, S3_ENDPOINT: 'https://key:secret@minio.internal/' })).toThrow(/S3_ENDPOINT: must be the store's address/);
    expect(() => config({ ...s3, S3_REGION: 'EU Central' })).toThrow(/S3_REGION: must be a region name such as us-east-1 or auto/);
    expect(() => config({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE: must be true or false/);
    // A secret written into the address is refused, and never repeated in the error.
    expect(() => config({ ...s3, S3_ENDPOINT: 'https://:hunter2-in-the-address@minio.internal/' })).toThrow(/S3_ENDPOINT: must be the store's address/);
    try {
      config({ ...s3, S3_ENDPOINT: 'https://:hunter2-in-the-address@minio.internal/' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2-in-the-address');
    }
  });

  it('generates secrets once, keeps them private under DATA_DIR and reuses them', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.secrets.jwt.length).toBeGreaterThanOrEqual(32);
    expect(second.secrets).toEqual(first.secrets);
    const file = path.join(dir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8')).jwt).toBe(first.secrets.jwt);
  });

  it('prefers secrets given in the environment', () => {
    const jwt = 'j'.repeat(40);
    const fileUrl = 'f'.repeat(40);
    expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: jwt, FILE_URL_SECRET: fileUrl }).secrets).toEqual({ jwt, fileUrl });
  });
});
