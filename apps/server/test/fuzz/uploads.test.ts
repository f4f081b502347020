import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, COMMON_MESSAGES, DOCUMENT_MAX_BYTES, MB, SLIDER_MESSAGES } from '@visadesk/contract';
import { applicantFields, SAMPLE_PDF, sampleImage } from '../../src/seed/factories.ts';
import { multipartBody } from '../multipart.ts';
import { jpegBomb, pngBomb } from './bombs.ts';
import { buildWorld } from './world.ts';
import { answerWith } from '../answers.ts';

/** The upload paths, case by case: bombs, broken and oversize multipart, hostile file names. */
const world = await buildWorld();
afterAll(() => world.close());

const appId = world.application._id;
const sliderId = world.slider._id;
const PHOTO_ROUTES = [
  { method: 'POST', url: '/api/application/addApplication', fields: () => applicantFields(), message: APPLICATION_MESSAGES.invalidImageType },
  { method: 'PUT', url: `/api/application/updateApplication/${appId}`, fields: () => applicantFields(), message: APPLICATION_MESSAGES.invalidImageType },
  { method: 'POST', url: '/api/slider/addSlider', fields: () => ({ thumbnail: 'Bomb slide', title: 'Content' }), message: SLIDER_MESSAGES.invalidImageType },
  { method: 'PUT', url: `/api/slider/updateSliderImage/${sliderId}`, fields: () => ({}), message: SLIDER_MESSAGES.invalidImageType },
];
const MULTIPART_ROUTES = [...PHOTO_ROUTES, { method: 'PUT', url: `/api/application/updateApplicationAdd/${appId}`, fields: () => ({}), message: '' }];

async function upload(method: string, url: string, fields: Record<string, string>, files: Parameters<typeof multipartBody>[1]) {
  const body = await multipartBody(fields, files);
  return world.send({ method, url, auth: 'bearer', headers: body.headers, payload: body.payload });
}

describe('decompression bombs', () => {
  // Read from the header alone: the PNG's is readable and too big; the JPEG's claims more than any
  // decoder supports, so it is no JPEG the desk takes.
  const bombs = [
    ['a 20000 x 20000 PNG', () => Promise.resolve(pngBomb()), () => COMMON_MESSAGES.imageTooManyPixels, COMMON_MESSAGES.imageTooManyPixels],
    ['a 65535 x 65535 JPEG', jpegBomb, (route: { message: string }) => route.message, APPLICATION_MESSAGES.invalidDocumentType],
  ] as const;
  for (const [name, make, photoMessage, documentMessage] of bombs) {
    for (const route of PHOTO_ROUTES) {
      it(`${route.method} ${route.url.replace(/[0-9a-f]{24}/, ':id')} refuses ${name} before decoding it`, async () => {
        const bomb = await make();
        expect(bomb.length).toBeLessThan(64 * 1024);
        const res = await upload(route.method, route.url, route.fields(), { image: { data: bomb, name: 'bomb.png' } });
        expect(res.statusCode).toBe(400);
        expect(JSON.parse(res.body)).toEqual(answerWith({ message: photoMessage(route), errors: { image: photoMessage(route) } }));
      });
    }
    it(`PUT /api/application/updateApplicationAdd/:id refuses ${name} as a document, which phones would have to decode`, async () => {
      const documents = async () => JSON.parse((await world.send({ method: 'GET', url: `/api/application/fetchApplication/${appId}`, auth: 'bearer', headers: {} })).body).documents;
      const before = await documents();
      const res = await upload('PUT', `/api/application/updateApplicationAdd/${appId}`, {}, { file5: { data: await make(), name: 'lmia.png' } });
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body).errors).toEqual({ file5: documentMessage });
      expect((await documents()).file5).toEqual(before.file5);
    });
  }

  for (const [name, make, , documentMessage] of bombs) {
    it(`POST /api/application/addExtraDocument/:id refuses ${name} as an extra document, storing nothing`, async () => {
      const res = await upload('POST', `/api/application/addExtraDocument/${appId}`, { label: 'Other' }, { document: { data: await make(), name: 'scan.png' } });
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body).errors).toEqual({ document: documentMessage });
      const stored = JSON.parse((await world.send({ method: 'GET', url: `/api/application/fetchApplication/${appId}`, auth: 'bearer', headers: {} })).body);
      expect(stored.extraDocuments).toEqual([]);
    });
  }

  it('takes an image just under the bound: 6000 x 6000 pixels (36 megapixels) as a document', async () => {
    const res = await upload('PUT', `/api/application/updateApplicationAdd/${appId}`, {}, { file6: { data: pngBomb(6000, 6000), name: 'scan.png' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse(res.body).documents.file6.contentType).toBe('image/png');
  });
});

describe('broken multipart bodies', () => {
  const broken = [
    ['no boundary', 'multipart/form-data'],
    ['another boundary', 'multipart/form-data; boundary=not-the-one'],
    ['an overlong boundary', `multipart/form-data; boundary=${'b'.repeat(300)}`],
  ] as const;
  for (const route of MULTIPART_ROUTES) {
    it(`${route.method} ${route.url.replace(/[0-9a-f]{24}/, ':id')} answers 400 for a truncated or mislabelled form`, async () => {
      const whole = await multipartBody(route.fields(), { image: { data: await sampleImage('jpeg'), name: 'p.jpg' }, file1: { data: SAMPLE_PDF, name: 'a.pdf' } });
      for (const cut of [0.1, 0.5, 0.99]) {
        const payload = whole.payload.subarray(0, Math.floor(whole.payload.length * cut));
        const res = await world.send({ method: route.method, url: route.url, auth: 'bearer', headers: whole.headers, payload });
        expect(res.statusCode, `cut at ${cut}`).toBe(400);
      }
      for (const [name, type] of broken) {
        const res = await world.send({ method: route.method, url: route.url, auth: 'bearer', headers: { 'content-type': type }, payload: whole.payload });
        expect(res.statusCode, name).toBe(400);
        expect(JSON.parse(res.body).message, name).toBe(COMMON_MESSAGES.malformedUpload);
      }
    });
  }
});

describe('oversize uploads', () => {
  it('refuses a document one byte over 10 MB, and a photo over 2 MB on edit', async () => {
    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(DOCUMENT_MAX_BYTES + 1 - SAMPLE_PDF.length)]);
    const doc = await upload('PUT', `/api/application/updateApplicationAdd/${appId}`, {}, { file3: { data: big, name: 'big.pdf' } });
    expect(doc.statusCode).toBe(400);
    expect(JSON.parse(doc.body).message).toBe(APPLICATION_MESSAGES.documentTooLarge);
    const photo = Buffer.concat([await sampleImage('jpeg'), Buffer.alloc(2 * MB)]);
    const edit = await upload('PUT', `/api/application/updateApplication/${appId}`, applicantFields(), { image: { data: photo, name: 'p.jpg' } });
    expect(edit.statusCode).toBe(400);
    expect(JSON.parse(edit.body).message).toBe(APPLICATION_MESSAGES.imageTooLargeEdit);
  });

  it('refuses a body over the route limit with 413, and a part over the file limit with its message', async () => {
    const whole = await upload('POST', '/api/slider/addSlider', { thumbnail: 'Huge slide', title: 'x' }, { image: { data: Buffer.alloc(12 * MB), name: 'x.png' } });
    expect(whole.statusCode).toBe(413);
    expect(JSON.parse(whole.body).message).toBe(COMMON_MESSAGES.payloadTooLarge);
    const part = await upload('POST', '/api/slider/addSlider', { thumbnail: 'Big slide', title: 'x' }, { image: { data: Buffer.alloc(10 * MB + 1), name: 'x.png' } });
    expect(part.statusCode).toBe(400);
    expect(JSON.parse(part.body).message).toBe(SLIDER_MESSAGES.imageTooLarge);
  });

  it('answers 413 for too many files or too many fields, and for JSON over 1 MB', async () => {
    const files = Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`file${i + 1}`, { data: SAMPLE_PDF, name: `${i}.pdf` }]));
    expect((await upload('PUT', `/api/application/updateApplicationAdd/${appId}`, {}, files)).statusCode, 'files').toBe(413);
    const fields = Object.fromEntries(Array.from({ length: 90 }, (_, i) => [`f${i}`, 'x']));
    expect((await upload('POST', '/api/application/addApplication', fields, {})).statusCode, 'fields').toBe(413);
    const json = await world.send({
      method: 'PUT', url: '/api/settings', auth: 'bearer', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ consultancyName: 'x'.repeat(MB + 10) }),
    });
    expect(json.statusCode).toBe(413);
  });
});

describe('hostile file names', () => {
  it('stores a document named with a path only under its id and serves it with a flattened name', async () => {
    const name = '../../../../../tmp/visadesk-escape.pdf';
    const res = await upload('PUT', `/api/application/updateApplicationAdd/${appId}`, {}, { file5: { data: SAMPLE_PDF, name } });
    expect(res.statusCode).toBe(200);
    expect(existsSync('/tmp/visadesk-escape.pdf')).toBe(false);
    expect(existsSync(path.join(world.t.config.dataDir, '..', 'visadesk-escape.pdf'))).toBe(false);
    const file = await world.t.app.inject(JSON.parse(res.body).file5 as string);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('inline; filename="visadesk-escape.pdf"');
  });
});
