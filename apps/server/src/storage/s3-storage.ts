import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { ConfigError } from '../config/config.ts';
import { bucketLocation, type S3Config } from '../config/s3-config.ts';
import { checkedKey, isStorageKey, sha256Of, type FileStorage } from './file-storage.ts';

type S3Sdk = typeof import('@aws-sdk/client-s3');
type S3Upload = typeof import('@aws-sdk/lib-storage');

/** Every object the desk writes is under this prefix, so the bucket can hold other things too. */
export const S3_PREFIX = 'files/';
/** lib-storage's smallest part: an upload holds at most PART_SIZE × PARTS_IN_FLIGHT in memory. */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

function objectKey(key: string): string {
  return `${S3_PREFIX}${checkedKey(key)}`;
}

/** The HTTP status an SDK error carries, when the store answered at all. */
function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

/** Why a bucket cannot be used, in the operator's words. */
function reasonOf(error: unknown): string {
  const status = statusOf(error);
  if (status === 404) return 'it does not exist';
  if (status === 403) return 'the access key is refused (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)';
  if (status === 301) return 'it is in another region (S3_REGION)';
  if (status !== undefined) return `the store answered ${status}`;
  const code = (error as { code?: string }).code;
  return code ? `nothing answered at that address (${code})` : ((error as Error).message || 'unknown error');
}

/**
 * Files as private objects in an S3-compatible bucket (AWS, R2, B2, MinIO, Wasabi), through the
 * AWS SDK v3 with checksums only where an operation requires them, so stores that do not speak
 * AWS's newer checksum headers work too. Nothing is public and nothing is presigned: the server
 * streams each object to its own signed, session-bound link (ADR 005, ADR 054).
 *
 * The SDK is loaded when this store is opened, never by a desk that keeps its files elsewhere.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly sdk: S3Sdk;
  private readonly upload: S3Upload;
  private readonly config: S3Config;

  private constructor(config: S3Config, sdk: S3Sdk, upload: S3Upload) {
    this.config = config;
    this.sdk = sdk;
    this.upload = upload;
    this.client = new sdk.S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer is reported at start within seconds, not after the OS's minutes.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 120_000 },
      maxAttempts: 3,
    });
  }

  static async open(config: S3Config): Promise<S3FileStorage> {
    const [sdk, upload] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
    return new S3FileStorage(config, sdk, upload);
  }

  /** Stops the start, naming the bucket, when it cannot be reached, does not exist or refuses the key. */
  async check(): Promise<void> {
    try {
      await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.config.bucket }));
    } catch (error) {
      throw new ConfigError(`S3_BUCKET: the bucket ${bucketLocation(this.config)} cannot be used: ${reasonOf(error)}`);
    }
  }

  /** Streams the temp file up in parts (never the whole file in memory), then removes it. */
  async putFile(key: string, tempPath: string): Promise<void> {
    const body = createReadStream(tempPath);
    try {
      await new this.upload.Upload({
        client: this.client,
        params: { Bucket: this.config.bucket, Key: objectKey(key), Body: body },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      }).done();
    } finally {
      body.destroy();
    }
    await rm(tempPath, { force: true });
  }

  async putBuffer(key: string, data: Buffer): Promise<void> {
    await this.client.send(new this.sdk.PutObjectCommand({ Bucket: this.config.bucket, Key: objectKey(key), Body: data }));
  }

  async read(key: string): Promise<Readable | null> {
    try {
      const answer = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: objectKey(key) }));
      return (answer.Body as Readable | undefined) ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: objectKey(key) }));
  }

  /**
   * Every stored key, a page of a thousand at a time. ListObjects (version 1) with the last key as
   * the marker, which every S3-compatible store answers; version 2's continuation token is one the
   * test server (s3rver) makes with DES, which OpenSSL 3 refuses (ADR 054).
   */
  async *keys(): AsyncIterable<string> {
    let marker: string | undefined;
    for (;;) {
      const page = await this.client.send(new this.sdk.ListObjectsCommand({ Bucket: this.config.bucket, Prefix: S3_PREFIX, Marker: marker }));
      const objects = page.Contents ?? [];
      for (const object of objects) {
        const key = object.Key?.slice(S3_PREFIX.length) ?? '';
        if (isStorageKey(key)) yield key;
      }
      if (!page.IsTruncated || objects.length === 0) return;
      marker = page.NextMarker ?? objects.at(-1)?.Key;
    }
  }

  async storedAt(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.config.bucket, Key: objectKey(key) }));
      return head.LastModified?.getTime() ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async sha256(key: string): Promise<string | null> {
    return sha256Of(await this.read(key));
  }

  /**
   * A multipart upload a crash interrupted keeps its parts (and their cost) until aborted: those
   * started before the cutoff are. A store without the listing (some self-hosted ones) has nothing to report.
   */
  async removeLeftovers(cutoff: number): Promise<number> {
    let removed = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(
          new this.sdk.ListMultipartUploadsCommand({ Bucket: this.config.bucket, Prefix: S3_PREFIX, KeyMarker: keyMarker, UploadIdMarker: uploadIdMarker }),
        );
      } catch (error) {
        if (statusOf(error) === 501 || (error as { name?: string }).name === 'NotImplemented') return removed;
        throw error;
      }
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || (upload.Initiated?.getTime() ?? Infinity) > cutoff) continue;
        await this.client.send(new this.sdk.AbortMultipartUploadCommand({ Bucket: this.config.bucket, Key: upload.Key, UploadId: upload.UploadId }));
        removed += 1;
      }
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
    return removed;
  }

  close(): void {
    this.client.destroy();
  }
}
