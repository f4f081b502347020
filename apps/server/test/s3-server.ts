import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { AppConfig } from '../src/config/config.ts';
import type { S3Config } from '../src/config/s3-config.ts';

export const TEST_BUCKET = 'visadesk-test';

/** s3rver's own key pair: it refuses an unknown key id (it does not check SigV4 signatures themselves). */
const S3RVER_KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface RunningS3 {
  config: S3Config;
  /** The address answering S3, for a test that must reach it another way. */
  endpoint: string;
  /** Where s3rver keeps an object's bytes: a test ages an object by this file's time, as S3's LastModified. */
  objectFile(key: string): string;
  close(): Promise<void>;
}

/**
 * A real S3 server for one test file: s3rver, in this process, on loopback, keeping its objects in
 * a temp folder, with one bucket. Requests are signed (SigV4); s3rver checks the key id, not the signature.
 */
export async function startS3Server(): Promise<RunningS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'visadesk-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: !process.env.S3RVER_LOG, directory, configureBuckets: [{ name: TEST_BUCKET }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    objectFile: (key) => path.join(directory, TEST_BUCKET, 'files', `${key}._S3rver_object`),
    config: { endpoint, region: 'us-east-1', bucket: TEST_BUCKET, forcePathStyle: true, ...S3RVER_KEY },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The environment that points a server process or a tool at this S3 server (FILE_STORAGE=s3 and S3_*). */
export function s3Env(config: S3Config): Record<string, string> {
  return {
    FILE_STORAGE: 's3',
    S3_ENDPOINT: config.endpoint ?? '',
    S3_REGION: config.region,
    S3_BUCKET: config.bucket,
    S3_ACCESS_KEY_ID: config.accessKeyId,
    S3_SECRET_ACCESS_KEY: config.secretAccessKey,
    S3_FORCE_PATH_STYLE: String(config.forcePathStyle),
  };
}

/** Where a test app keeps its files: `local` (the default) or an S3 server of its own. */
export type RouteStore = 'local' | 's3';
export const ROUTE_STORES: RouteStore[] = ['local', 's3'];

/** buildTestApp's overrides for a store, and what ends it after the file. */
export async function storeOverrides(store: RouteStore): Promise<{ overrides: Partial<AppConfig>; close(): Promise<void> }> {
  if (store === 'local') return { overrides: {}, close: async () => {} };
  const s3 = await startS3Server();
  return { overrides: { fileStorage: 's3', s3: s3.config }, close: s3.close };
}
