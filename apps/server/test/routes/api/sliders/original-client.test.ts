import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLIDER_MESSAGES as M } from '@visadesk/contract';
import { sampleImage } from '../../../../src/seed/factories.ts';
import { buildAdminApp, type TestContext } from '../../../helpers.ts';
import { multipartBody } from '../../../multipart.ts';
import { answerWith } from '../../../answers.ts';

/** What the original system's own React client sends: its labels as statuses, its flags as text. */
describe('/api/slider with the original client', () => {
  let t: TestContext;
  let headers: Record<string, string>;
  beforeAll(async () => {
    ({ t, headers } = await buildAdminApp());
  });
  afterAll(() => t.close());

  async function addAsOriginalClient(status: string) {
    const image = { data: await sampleImage('png', 200), name: 'slide.png', type: 'image/png' };
    const body = await multipartBody({ thumbnail: 'Work in Canada', title: 'Skilled worker visas.', status }, { image });
    return t.app.inject({ method: 'POST', url: '/api/slider/addSlider', payload: body.payload, headers: { ...headers, ...body.headers } });
  }
  const update = (id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/slider/updateSlider/${id}`, headers, payload });
  const stored = async (id: string) =>
    (await t.app.inject({ url: '/api/slider/fetchSlider', headers })).json().find((s: { _id: string }) => s._id === id);

  it('adds slides sent as Published, Unpublished or active, storing the canonical status', async () => {
    for (const [sent, status] of [['Published', 'published'], ['Unpublished', 'unpublished'], ['active', 'published']] as const) {
      const res = await addAsOriginalClient(sent);
      expect(res.statusCode, sent).toBe(201);
      expect(res.json(), sent).toMatchObject({ status, published: status === 'published' });
      expect((await stored(res.json()._id)).status, sent).toBe(status);
    }
  });

  it('updates a slide with its flags sent as "true" and "false"', async () => {
    const slide = (await addAsOriginalClient('Unpublished')).json();
    const sent = { title: 'New content', published: 'true', shownOnNavbar: 'true', link: '/enquiry' };
    const res = await update(slide._id, sent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'published', published: true, shownOnNavbar: true, title: 'New content' });
    expect(await stored(slide._id)).toMatchObject({ status: 'published', shownOnNavbar: true });
    const off = await update(slide._id, { ...sent, published: 'false', shownOnNavbar: 'false' });
    expect(off.statusCode).toBe(200);
    expect(await stored(slide._id)).toMatchObject({ status: 'unpublished', published: false, shownOnNavbar: false });
  });

  it('refuses a status or flag it cannot read, with our wording, and changes nothing', async () => {
    const added = await addAsOriginalClient('Draft');
    expect(added.statusCode).toBe(400);
    expect(added.json()).toEqual(answerWith({ message: M.statusInvalid, errors: { status: M.statusInvalid } }));
    const slide = (await addAsOriginalClient('Published')).json();
    const bad = await update(slide._id, { title: 'Changed', shownOnNavbar: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(answerWith({ message: M.flagInvalid, errors: { shownOnNavbar: M.flagInvalid } }));
    expect(await stored(slide._id)).toMatchObject({ title: 'Skilled worker visas.', shownOnNavbar: false });
  });
});
