import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateApplicationSchema, type ApplicantFields } from '@visadesk/contract';
import { applications, sliders, users } from '../../src/db/schema.ts';
import { newId } from '../../src/lib/ids.ts';
import { verifyPassword } from '../../src/security/passwords.ts';
import type { UploadedFile } from '../../src/uploads/uploaded-file.ts';
import { applicantFields, sampleImage } from '../../src/seed/factories.ts';
import { buildTestApp, TEST_PASSWORD, uniqueEmail, type TestContext } from '../helpers.ts';

/**
 * The second guard against mass assignment: a service called with keys its input type does not
 * name (as if a schema had let them through) writes none of them. The schemas, the first guard,
 * are tested in packages/contract/src/mass-assignment.test.ts; multipart's own filter in
 * multipart-fields.test.ts beside this file.
 */
const LONG_AGO = new Date('2000-01-01T00:00:00.000Z');
const FOREIGN_ID = 'ffffffffffffffffffffffff';
const smuggle = <T>(input: T, extra: Record<string, unknown>) => ({ ...input, ...extra }) as unknown as T;

describe('services write only the fields they name', () => {
  let t: TestContext;
  const actor = { id: FOREIGN_ID, name: 'Test Actor', sessionId: FOREIGN_ID };
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
  const applicationRow = async (id: string) => (await t.database.db.select().from(applications).where(eq(applications.id, id)))[0];
  const sliderRow = async (id: string) => (await t.database.db.select().from(sliders).where(eq(sliders.id, id)))[0];
  const recent = (date: Date | undefined) => expect(date?.getFullYear()).toBeGreaterThan(2020);

  async function upload(): Promise<UploadedFile> {
    const data = await sampleImage('jpeg');
    const tempPath = path.join(t.config.dataDir, `${newId()}.upload`);
    await writeFile(tempPath, data);
    return { field: 'image', filename: 'photo.jpg', tempPath, size: data.length, sha256: '', contentType: 'image/jpeg', pixels: 64 * 64, truncated: false };
  }

  const USER_EXTRAS = { id: FOREIGN_ID, _id: FOREIGN_ID, passwordHash: 'smuggled', isAdmin: true, createdAt: LONG_AGO, updatedAt: LONG_AGO };

  it('users: create takes a new id and hashes the password, whatever else it is handed', async () => {
    const created = await t.app.users.create(
      smuggle({ name: 'Ama Mensah', email: uniqueEmail(), password: TEST_PASSWORD, role: 'admin', status: 'pending' }, USER_EXTRAS),
    );
    expect(created._id).not.toBe(FOREIGN_ID);
    const row = await userRow(created._id);
    expect(row).toMatchObject({ role: 'admin', status: 'pending' });
    expect(await verifyPassword(row?.passwordHash ?? '', TEST_PASSWORD)).toBe(true);
    recent(row?.createdAt);
  });

  it('users: update changes the name, email and (when named) role only', async () => {
    const user = await t.createUser({ role: 'admin' });
    const before = await userRow(user._id);
    const email = uniqueEmail('renamed');
    const extras = { ...USER_EXTRAS, status: 'pending', mustChangePassword: true };
    await t.app.users.update(user._id, smuggle({ name: 'Renamed', email }, extras), { id: user._id, name: user.name });
    expect(await userRow(user._id)).toMatchObject({
      name: 'Renamed', email, role: 'admin', status: 'active', passwordHash: before?.passwordHash, createdAt: before?.createdAt,
      mustChangePassword: false,
    });
    expect(await userRow(FOREIGN_ID)).toBeUndefined();
  });

  it('users: the profile changes the name, email and password only, never the role or status', async () => {
    const user = await t.createUser({ role: 'admin' });
    const before = await userRow(user._id);
    await t.app.users.updateProfile(user._id, smuggle(
      { name: 'Own Name', password: 'a new long password' },
      { ...USER_EXTRAS, role: 'superadmin', status: 'pending', mustChangePassword: true },
    ));
    const row = await userRow(user._id);
    expect(row).toMatchObject({
      name: 'Own Name', email: user.email, role: 'admin', status: 'active', createdAt: before?.createdAt, mustChangePassword: false,
    });
    expect(await verifyPassword(row?.passwordHash ?? '', 'a new long password')).toBe(true);
  });

  const APPLICATION_EXTRAS = {
    id: FOREIGN_ID, _id: FOREIGN_ID, isAdmin: true, isStatus: 'approved', pending: '2000-01-01', approve: '2000-01-01',
    photoFileId: null, photoThumbFileId: null, photoOriginalFileId: null, searchText: 'smuggled',
    createdAt: LONG_AGO, updatedAt: LONG_AGO,
  };
  const fields = (): ApplicantFields => CreateApplicationSchema.parse(applicantFields());

  // Known gap: ApplicationsService spreads what it is handed into the row, so only the multipart
  // filter and the schema stand in the way. The fix (write APPLICANT_FIELD_KEYS only) belongs to
  // applications.ts, changed on another branch; once it is in, these two become plain `it`.
  it('applications: create sets its own id, status, dates, photo and search text', async () => {
    const created = await t.app.applications.create(smuggle(fields(), APPLICATION_EXTRAS), await upload(), actor);
    expect(created._id).not.toBe(FOREIGN_ID);
    const row = await applicationRow(created._id);
    expect(row).toMatchObject({ isAdmin: false, isStatus: 'pending', pending: t.app.applications.today(), approve: '' });
    expect(row?.photoFileId).toEqual(expect.any(String));
    expect(row?.searchText).toContain(created.passport.toLowerCase());
    recent(row?.createdAt);
  });

  it('applications: update writes the applicant fields only', async () => {
    const created = await t.app.applications.create(fields(), await upload(), actor);
    const before = await applicationRow(created._id);
    const changed = { ...fields(), surname: 'Changed' };
    await t.app.applications.update(created._id, smuggle(changed, APPLICATION_EXTRAS), undefined, actor);
    const row = await applicationRow(created._id);
    expect(row).toMatchObject({
      surname: 'Changed', isAdmin: false, isStatus: 'pending', pending: before?.pending, approve: '',
      photoFileId: before?.photoFileId, createdAt: before?.createdAt,
    });
    expect(row?.searchText).toContain('changed');
    expect(await applicationRow(FOREIGN_ID)).toBeUndefined();
  });

  const SLIDER_EXTRAS = {
    id: FOREIGN_ID, _id: FOREIGN_ID, imageFileId: null, imageThumbFileId: null, imageOriginalFileId: null,
    sortOrder: 9999, createdAt: LONG_AGO, updatedAt: LONG_AGO,
  };

  it('sliders: create sets its own id, image and order', async () => {
    const slide = await t.app.sliders.create(
      smuggle({ thumbnail: 'Work in Canada', title: 'Cooks wanted', status: 'unpublished' as const, link: '' }, SLIDER_EXTRAS),
      await upload(),
    );
    expect(slide._id).not.toBe(FOREIGN_ID);
    const row = await sliderRow(slide._id);
    expect(row?.imageFileId).toEqual(expect.any(String));
    expect(row?.sortOrder).not.toBe(9999);
    recent(row?.createdAt);
  });

  it('sliders: update writes the slide fields only', async () => {
    const slide = await t.app.sliders.create({ thumbnail: 'Family visa', title: 'Bring your family', status: 'unpublished', link: '' }, await upload());
    const before = await sliderRow(slide._id);
    await t.app.sliders.update(slide._id, smuggle({ title: 'New content' }, SLIDER_EXTRAS));
    expect(await sliderRow(slide._id)).toMatchObject({
      title: 'New content', imageFileId: before?.imageFileId, sortOrder: before?.sortOrder, createdAt: before?.createdAt,
    });
    expect(await sliderRow(FOREIGN_ID)).toBeUndefined();
  });
});
