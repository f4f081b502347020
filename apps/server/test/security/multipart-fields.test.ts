import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICANT_FIELD_KEYS } from '@visadesk/contract';
import { readMultipart } from '../../src/uploads/multipart.ts';
import { multipartBody } from '../multipart.ts';

/**
 * The multipart reader is a guard of its own against mass assignment: it keeps only the text and
 * file parts a route names, before any schema sees the body.
 */
describe('readMultipart keeps only the parts a route names', () => {
  let app: FastifyInstance;
  let tempDir: string;
  beforeAll(async () => {
    tempDir = mkdtempSync(path.join(tmpdir(), 'visadesk-multipart-'));
    app = Fastify();
    await app.register(multipart);
    app.post('/echo', async (request) => {
      const body = await readMultipart(request, { textFields: APPLICANT_FIELD_KEYS, fileFields: ['image'], tempDir });
      const files = Object.fromEntries([...body.files].map(([name, file]) => [name, { filename: file.filename, exists: existsSync(file.tempPath) }]));
      await body.cleanup();
      return { fields: body.fields, files };
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(tempDir, { recursive: true, force: true });
  });

  it('drops text parts it does not name, and the value "undefined"', async () => {
    const form = await multipartBody({
      surname: 'Okafor', givenN: 'undefined', email: 'chinedu@example.com',
      _id: 'ffffffffffffffffffffffff', id: 'ffffffffffffffffffffffff', isStatus: 'approved', approve: '2000-01-01',
      pending: '2000-01-01', isAdmin: 'true', role: 'superadmin', createdAt: '2000-01-01', photoFileId: 'x', searchText: 'x',
    });
    const res = await app.inject({ method: 'POST', url: '/echo', payload: form.payload, headers: form.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fields: { surname: 'Okafor', email: 'chinedu@example.com' }, files: {} });
  });

  it('reads only the file parts it names and stores nothing of the others', async () => {
    const data = Buffer.from('%PDF-1.4 test');
    const form = await multipartBody({}, { image: { data, name: 'photo.pdf' }, file1: { data, name: 'a.pdf' }, surname: { data, name: 'b.pdf' } });
    const res = await app.inject({ method: 'POST', url: '/echo', payload: form.payload, headers: form.headers });
    expect(res.json()).toEqual({ fields: {}, files: { image: { filename: 'photo.pdf', exists: true } } });
    expect(readdirSync(tempDir)).toEqual([]);
  });
});
