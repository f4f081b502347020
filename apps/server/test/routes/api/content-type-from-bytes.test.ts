import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, SLIDER_MESSAGES } from '@visadesk/contract';
import { sampleImage } from '../../../src/seed/factories.ts';
import { addApplication, createApplication, download, sha256, type Headers } from '../../application-helpers.ts';
import { buildAdminApp, type TestContext } from '../../helpers.ts';
import { multipartBody } from '../../multipart.ts';

/** Upload types are decided from the bytes (src/lib/sniff.ts), whatever the file is called. */
describe('content types decided from the bytes', () => {
  let t: TestContext;
  let headers: Headers;
  let webp: Buffer;
  beforeAll(async () => {
    ({ t, headers } = await buildAdminApp());
    webp = await sharp({ create: { width: 320, height: 180, channels: 3, background: { r: 20, g: 90, b: 160 } } }).webp().toBuffer();
  });
  afterAll(() => t.close());

  const send = async (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, files: Record<string, { data: Buffer; name: string }>) => {
    const body = await multipartBody(fields, files);
    return t.app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
  };

  it('takes a WebP photo for a new slide and as a replacement image', async () => {
    const added = await send('POST', '/api/slider/addSlider', { thumbnail: 'Work in Canada', title: 'Cooks wanted' }, {
      image: { data: webp, name: 'harbour.webp' },
    });
    expect(added.statusCode).toBe(201);
    const slide = added.json();
    const shown = await download(t, slide.image);
    expect(shown.res.statusCode).toBe(200);
    expect(shown.res.headers['content-type']).toBe('image/webp');
    expect((await sharp(shown.res.rawPayload).metadata()).width).toBe(320);

    const replaced = await send('PUT', `/api/slider/updateSliderImage/${slide._id}`, {}, { image: { data: webp, name: 'again.webp' } });
    expect(replaced.statusCode).toBe(200);
  });

  it('refuses a slide image that only claims to be WebP', async () => {
    const fake = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVE', 'latin1'), Buffer.alloc(64)]);
    const res = await send('POST', '/api/slider/addSlider', { thumbnail: 'Work in Canada', title: 'Cooks wanted' }, {
      image: { data: fake, name: 'sound.webp' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: SLIDER_MESSAGES.invalidImageType, errors: { image: SLIDER_MESSAGES.invalidImageType } });
  });

  it('stores a document named .png that holds JPEG bytes as image/jpeg', async () => {
    const app = await createApplication(t, headers);
    const jpeg = await sampleImage('jpeg');
    const res = await send('PUT', `/api/application/updateApplicationAdd/${app._id}`, {}, { file1: { data: jpeg, name: 'passport.png' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().documents.file1).toMatchObject({ contentType: 'image/jpeg', size: jpeg.length });
    const served = await download(t, res.json().file1);
    expect(served.res.headers['content-type']).toBe('image/jpeg');
    expect(served.sha256).toBe(sha256(jpeg));
  });

  it('refuses WebP where only JPEG, PNG (and PDF for documents) are taken', async () => {
    const photo = await addApplication(t, headers, {}, { data: webp, name: 'photo.jpg' });
    expect(photo.statusCode).toBe(400);
    expect(photo.json().message).toBe(APPLICATION_MESSAGES.invalidImageType);
    const app = await createApplication(t, headers);
    const document = await send('PUT', `/api/application/updateApplicationAdd/${app._id}`, {}, { file2: { data: webp, name: 'visa.jpg' } });
    expect(document.statusCode).toBe(400);
    expect(document.json().message).toBe(APPLICATION_MESSAGES.invalidDocumentType);
  });
});
