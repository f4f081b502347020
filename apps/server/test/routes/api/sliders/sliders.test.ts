import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLIDER_MESSAGES as M } from '@visadesk/contract';
import { sampleImage, SAMPLE_PDF } from '../../../../src/seed/factories.ts';
import { download, type Headers } from '../../../application-helpers.ts';
import { buildAdminApp, type TestContext } from '../../../helpers.ts';
import { multipartBody } from '../../../multipart.ts';
import { answerWith } from '../../../answers.ts';

describe('/api/slider', () => {
  let t: TestContext;
  let headers: Headers;
  beforeAll(async () => {
    ({ t, headers } = await buildAdminApp());
  });
  afterAll(() => t.close());

  async function add(fields: Record<string, string>, image: { data: Buffer; name: string } | null = null) {
    const body = await multipartBody(fields, image ? { image } : {});
    return t.app.inject({ method: 'POST', url: '/api/slider/addSlider', payload: body.payload, headers: { ...headers, ...body.headers } });
  }
  const photo = async () => ({ data: await sampleImage('png', 300), name: 'slide.png' });
  const fetchAs = (h: Record<string, string> = {}) => t.app.inject({ url: '/api/slider/fetchSlider', headers: h });

  it('adds a slide (201 with the created item), unpublished by default, with a WebP image', async () => {
    const res = await add({ thumbnail: 'Work in Canada', title: 'Skilled worker visas, step by step.' }, await photo());
    expect(res.statusCode).toBe(201);
    const slide = res.json();
    expect(slide).toMatchObject({
      thumbnail: 'Work in Canada', title: 'Skilled worker visas, step by step.', status: 'unpublished', published: false,
      shownOnNavbar: false, link: '',
    });
    const image = await download(t, slide.image);
    expect(image.res.headers['content-type']).toBe('image/webp');
  });

  it('shows anonymous visitors only published slides, and staff all, in order', async () => {
    const a = (await add({ thumbnail: 'Slide A', title: 'Alpha', status: 'published' }, await photo())).json();
    const b = (await add({ thumbnail: 'Slide B', title: 'Beta', status: 'unpublished' }, await photo())).json();
    expect(b.order).toBeGreaterThan(a.order);
    const anonymous = (await fetchAs()).json();
    expect(Array.isArray(anonymous)).toBe(true);
    expect(anonymous.every((s: { status: string }) => s.status === 'published')).toBe(true);
    expect(anonymous.map((s: { _id: string }) => s._id)).toContain(a._id);
    expect(anonymous.map((s: { _id: string }) => s._id)).not.toContain(b._id);
    const staff = (await fetchAs(headers)).json().map((s: { _id: string }) => s._id);
    expect(staff).toEqual(expect.arrayContaining([a._id, b._id]));
    expect(staff.indexOf(a._id)).toBeLessThan(staff.indexOf(b._id));
  });

  it('updates by JSON, keeping status and published in agreement', async () => {
    const slide = (await add({ thumbnail: 'Family visa', title: 'Bring your family.' }, await photo())).json();
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/slider/updateSlider/${slide._id}`, headers, payload });
    expect((await put({ published: true })).json()).toMatchObject({ status: 'published', published: true });
    expect((await put({ status: 'unpublished', published: true })).json()).toMatchObject({ status: 'unpublished', published: false });
    const edited = (await put({ title: 'New content', link: '/enquiry', shownOnNavbar: true, order: 42 })).json();
    expect(edited).toMatchObject({ title: 'New content', link: '/enquiry', shownOnNavbar: true, order: 42, thumbnail: 'Family visa' });
    // What the desk sends: its edit form (heading, text, status, link), then the navigation bar's switch alone.
    const fromForm = (await put({ thumbnail: 'Family visas', title: 'Bring your family over.', status: 'published', link: '/about' })).json();
    expect(fromForm).toMatchObject({ thumbnail: 'Family visas', title: 'Bring your family over.', status: 'published', published: true, link: '/about', shownOnNavbar: true, order: 42 });
    expect((await put({ shownOnNavbar: false })).json()).toMatchObject({ shownOnNavbar: false, thumbnail: 'Family visas', status: 'published', link: '/about' });
    expect((await put({ link: '/enquiry' })).json()).toMatchObject({ link: '/enquiry' });
    for (const link of ['javascript:alert(1)', '/\\evil.test']) {
      const badLink = await put({ link });
      expect(badLink.statusCode, link).toBe(400);
      expect(badLink.json().message).toBe(M.linkInvalid);
    }
    expect((await fetchAs(headers)).json().find((s: { _id: string }) => s._id === slide._id).link).toBe('/enquiry');
    const unknown = await t.app.inject({ method: 'PUT', url: '/api/slider/updateSlider/0123456789abcdef01234567', headers, payload: { title: 'x' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.resourceNotFound);
  });

  it('refuses bad slides with clear messages and stores nothing', async () => {
    const count = async () => (await fetchAs(headers)).json().length;
    const before = await count();
    expect((await add({ thumbnail: 'Ab', title: 'x' }, await photo())).json().message).toBe(M.thumbnailLength);
    expect((await add({ thumbnail: 'T'.repeat(32), title: 'x' }, await photo())).json().message).toBe(M.thumbnailLength);
    expect((await add({ thumbnail: 'Valid title', title: '' }, await photo())).json().message).toBe(M.contentRequired);
    expect((await add({ thumbnail: 'Valid title', title: 'Content' })).json().message).toBe(M.imageRequired);
    expect((await add({ thumbnail: 'Valid title', title: 'Content' }, { data: SAMPLE_PDF, name: 'x.png' })).json().message).toBe(M.invalidImageType);
    expect(await count()).toBe(before);
  });

  it('replaces the image and deletes a slide with its files, answering its id', async () => {
    const slide = (await add({ thumbnail: 'To delete', title: 'Soon gone' }, await photo())).json();
    const body = await multipartBody({}, { image: { data: await sampleImage('jpeg', 200), name: 'new.jpg' } });
    const replaced = await t.app.inject({
      method: 'PUT', url: `/api/slider/updateSliderImage/${slide._id}`, payload: body.payload, headers: { ...headers, ...body.headers },
    });
    expect(replaced.statusCode).toBe(200);
    expect((await download(t, slide.image)).res.statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/slider/deleteSlider/${slide._id}`, headers });
    expect(del.json()).toEqual(answerWith({ _id: slide._id, message: M.deleted }));
    expect((await download(t, replaced.json().image)).res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/slider/deleteSlider/${slide._id}`, headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/slider/deleteSlider/abc', headers })).json().message).toBe('Invalid ID format.');
  });

  it('lets no anonymous caller change slides', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/slider/updateSlider/0123456789abcdef01234567', payload: { title: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});
