import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type Application, type ApplicationListResponse } from '@visadesk/contract';
import { applications } from '../../../../src/db/schema.ts';
import { SERVER_ROOT } from '../../../../src/paths.ts';
import { applicantFields } from '../../../../src/seed/factories.ts';
import { createApplication, type Headers } from '../../../application-helpers.ts';
import { buildAdminApp, type TestContext } from '../../../helpers.ts';
import { multipartBody } from '../../../multipart.ts';

/** The list's search finds an application by its phone number, however it is typed. */
describe('search by phone number', () => {
  let t: TestContext;
  let headers: Headers;
  let nepali: Application;
  let indian: Application;
  beforeAll(async () => {
    ({ t, headers } = await buildAdminApp());
    nepali = await createApplication(t, headers, { currentN: 'Nepal', phoneCode: '+977', phone: '9812345678' });
    indian = await createApplication(t, headers, { currentN: 'India', phoneCode: '+91', phone: '09876543210' });
  });
  afterAll(() => t.close());

  const found = async (search: string) => {
    const answer = await t.app.inject({ url: `${API.applications.list}?search=${encodeURIComponent(search)}`, headers });
    expect(answer.statusCode).toBe(200);
    const list = answer.json() as ApplicationListResponse;
    return list.applications.map((a) => a._id);
  };

  it.each([
    ['the national number', '9812345678'],
    ['the international form with spaces and a dash', '+977 981-2345678'],
    ['the international digits', '9779812345678'],
    ['the international prefix 00', '009779812345678'],
    ['Devanagari digits, with the prefix', '००९७७९८१२३४५६७८'],
    ['a part of the number', '2345678'],
  ])('finds it by %s (%s)', async (_form, search) => {
    expect(await found(search)).toEqual([nepali._id]);
  });

  it('finds a number typed in national form with its trunk 0, and in brackets', async () => {
    expect(await found('098765 43210')).toEqual([indian._id]);
    expect(await found('(+91) 98765-43210')).toEqual([indian._id]);
  });

  it('still searches names, passports and email by word, and a passport with digits in another script', async () => {
    expect(await found(`${nepali.surname} ${nepali.givenN}`)).toContain(nepali._id);
    expect(await found(nepali.passport.toLowerCase())).toEqual([nepali._id]);
    const digits = nepali.passport.replace(/\D/g, '');
    const devanagari = digits.replace(/\d/g, (d) => String.fromCharCode(0x0966 + Number(d)));
    expect(await found(nepali.passport.replace(digits, devanagari))).toEqual([nepali._id]);
    expect(await found('+977 981-0000000')).toEqual([]);
  });

  it('finds a number after the phone is corrected, and no longer by the old one', async () => {
    const other = await createApplication(t, headers, { currentN: 'Nepal', phoneCode: '+977', phone: '9841111111' });
    expect(await found('9841111111')).toEqual([other._id]);
    const body = await multipartBody(applicantFields({ passport: other.passport, email: other.email, currentN: 'Nepal', phoneCode: '977', phone: '9842222222' }), {});
    const updated = await t.app.inject({ method: 'PUT', url: API.applications.update(other._id), payload: body.payload, headers: { ...headers, ...body.headers } });
    expect(updated.statusCode).toBe(200);
    expect(await found('9842222222')).toEqual([other._id]);
    expect(await found('9841111111')).toEqual([]);
  });

  it('migration 0017 makes the applications on file findable by phone', async () => {
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, nepali._id));
    const before = `${row?.passport} ${row?.surname} ${row?.givenN} ${row?.email}`.toLowerCase();
    await t.database.db.update(applications).set({ searchText: before }).where(eq(applications.id, nepali._id));
    expect(await found('+977 981-2345678')).toEqual([]);
    const [, update] = readFileSync(path.join(SERVER_ROOT, 'drizzle', '0017_upload_notices_and_phone_search.sql'), 'utf8').split('--> statement-breakpoint');
    await t.database.db.execute(sql.raw(`${update ?? ''} AND id = '${nepali._id}'`.replace(/;\s*AND/, ' AND')));
    expect(await found('+977 981-2345678')).toEqual([nepali._id]);
    const [after] = await t.database.db.select({ searchText: applications.searchText }).from(applications).where(eq(applications.id, nepali._id));
    expect(after?.searchText).toBe(row?.searchText);
  });
});
