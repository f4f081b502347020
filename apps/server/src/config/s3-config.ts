import { z } from 'zod';

/** Where the files' bytes live (FILE_STORAGE). */
export const FILE_STORES = ['local', 'database', 's3'] as const;
export type FileStoreName = (typeof FILE_STORES)[number];

/** Where FILE_STORAGE=s3 keeps the files: any S3-compatible object store (ADR 054). */
export interface S3Config {
  /** The store's address (`https://s3.eu-central-1.wasabisys.com`, a MinIO's); undefined: AWS itself. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`: MinIO and most self-hosted stores. */
  forcePathStyle: boolean;
}

const blankIsUnset = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());
const optionalText = z.string().optional().transform(blankIsUnset);

// S3's own rules for a bucket's name: 3-63 lower-case letters, digits, dots and hyphens.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{2,40}$/;

export const S3EnvSchema = z
  .object({
    FILE_STORAGE: z.enum(FILE_STORES, { error: 'must be local, database or s3' }).default('local'),
    S3_ENDPOINT: optionalText.refine((v) => {
      if (v === undefined) return true;
      try {
        const url = new URL(v);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.username && !url.password;
      } catch {
        return false;
      }
    }, 'must be the store\'s address, such as https://s3.eu-central-1.wasabisys.com (no path, no credentials)'),
    S3_REGION: optionalText.refine((v) => v === undefined || REGION.test(v), 'must be a region name such as us-east-1 or auto'),
    S3_BUCKET: optionalText.refine((v) => v === undefined || BUCKET.test(v), 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: optionalText.refine((v) => v === undefined || v === 'true' || v === 'false', 'must be true or false'),
  })
  .superRefine((e, ctx) => {
    if (e.FILE_STORAGE !== 's3') return;
    const needed = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    for (const name of needed) {
      if (e[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'is needed with FILE_STORAGE=s3' });
    }
  });

/** Where a store points, for telling one bucket from another: the bucket and its endpoint; '' for the others. */
export function storeLocation(config: FileStoreConfig): string {
  return config.fileStorage === 's3' && config.s3 ? bucketLocation(config.s3) : '';
}

/** A bucket as messages name it: never its key. */
export function bucketLocation(s3: S3Config): string {
  return `"${s3.bucket}" at ${s3.endpoint ?? `AWS ${s3.region}`}`;
}

/** FILE_STORAGE and, for `s3`, its bucket. */
export interface FileStoreConfig {
  /**
   * `local`: files under DATA_DIR/files; `database`: bytes in PostgreSQL for several instances;
   * `s3`: objects in an S3-compatible bucket, `s3` saying which (ADR 054).
   */
  fileStorage: FileStoreName;
  s3?: S3Config;
}

export function fileStoreConfigOf(env: z.output<typeof S3EnvSchema>): FileStoreConfig {
  return { fileStorage: env.FILE_STORAGE, s3: s3ConfigOf(env) };
}

export function s3ConfigOf(env: z.output<typeof S3EnvSchema>): S3Config | undefined {
  if (env.FILE_STORAGE !== 's3') return undefined;
  return {
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
    region: env.S3_REGION as string,
    bucket: env.S3_BUCKET as string,
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}
