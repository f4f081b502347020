import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart.ts';
import type { AppConfig } from '../config/config.ts';
import { HttpError } from '../http/http-error.ts';
import { uploadTempDir, withMultipart } from './multipart.ts';

/** A route's work sees the parts it names, in temp files under DATA_DIR/tmp that never outlive the request. */
describe('withMultipart', () => {
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'visadesk-with-multipart-'));
    app = Fastify();
    await app.register(multipart);
    app.decorate('config', { dataDir } as AppConfig);
    const parts = { textFields: ['title'], fileFields: ['image'] };
    app.post('/save', async (request) =>
      withMultipart(request, parts, async ({ fields, files }) => {
        const image = files.get('image');
        return { fields, size: image?.size, waiting: image ? path.dirname(image.tempPath) : null, exists: existsSync(image?.tempPath ?? '') };
      }));
    app.post('/fail', async (request) =>
      withMultipart(request, parts, async () => {
        throw new HttpError(409, 'Already taken.');
      }));
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const form = () => multipartBody({ title: 'Cooks wanted', other: 'x' }, { image: { data: Buffer.from('%PDF-1.4 test'), name: 'a.pdf' } });

  it('hands the work the named parts and removes their temp files once it is done', async () => {
    const { payload, headers } = await form();
    const res = await app.inject({ method: 'POST', url: '/save', payload, headers });
    expect(res.json()).toEqual({ fields: { title: 'Cooks wanted' }, size: 13, waiting: uploadTempDir(dataDir), exists: true });
    expect(readdirSync(uploadTempDir(dataDir))).toEqual([]);
  });

  it('removes them when the work fails too, and the failure reaches the client', async () => {
    const { payload, headers } = await form();
    const res = await app.inject({ method: 'POST', url: '/fail', payload, headers });
    expect([res.statusCode, res.json().message]).toEqual([409, 'Already taken.']);
    expect(readdirSync(uploadTempDir(dataDir))).toEqual([]);
  });
});
