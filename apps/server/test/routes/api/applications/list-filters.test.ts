import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES as M, APPLICATION_SORTS, ApplicationListQuerySchema } from '@visadesk/contract';
import { filterOf, orderOf, type Cursor } from '../../../../src/applications/application-filters.ts';
import { idsOf } from '../../../../src/applications/application-list.ts';
import type { Headers } from '../../../application-helpers.ts';
import { buildTestApp, type TestContext } from '../../../helpers.ts';
import { insertRows } from '../../../list-rows.ts';
import { FILTER_ROWS, FILTERS, ORDERS } from './list-filters-data.ts';
import { answerWith } from '../../../answers.ts';

const numbers = (ids: string[]) => ids.map((id) => parseInt(id, 16));

describe('GET /api/application/fetchApplication: filters and orders', () => {
  let t: TestContext;
  let headers: Headers;

  beforeAll(async () => {
    t = await buildTestApp();
    headers = (await t.loginAs('admin')).headers;
    await insertRows(t.app.db, FILTER_ROWS);
  });
  afterAll(() => t.close());

  const list = (query: string) => t.app.inject({ url: `/api/application/fetchApplication?${query}`, headers });
  const found = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { applications: { _id: string }[]; totalApplication: number; totalPages: number; currentPage: number };
  };

  it.each(Object.entries(ORDERS))('orders by %s, ties by id the same way', async (sort, expected) => {
    const answer = await found(`sort=${encodeURIComponent(sort)}&limit=100`);
    expect(numbers(answer.applications.map((a) => a._id))).toEqual(expected);
    expect(answer.totalApplication).toBe(11);
  });

  it('is newest first when no order is asked, as before', async () => {
    expect(numbers((await found('limit=100')).applications.map((a) => a._id))).toEqual(ORDERS['-createdAt']);
  });

  it.each(FILTERS)('%s finds exactly its rows, in order, and counts them', async (query, expected) => {
    const answer = await found(`${query}&limit=100`);
    expect(numbers(answer.applications.map((a) => a._id))).toEqual(expected);
    expect(answer).toMatchObject({ totalApplication: expected.length, totalPages: Math.ceil(expected.length / 100) });
  });

  it('pages through a filtered list', async () => {
    const second = await found('status=pending&limit=4&page=2');
    expect(numbers(second.applications.map((a) => a._id))).toEqual([3, 1]);
    expect(second).toMatchObject({ totalApplication: 6, totalPages: 2, currentPage: 2 });
    expect(await found('status=pending&limit=4&page=3')).toMatchObject({ applications: [], totalApplication: 6, currentPage: 3 });
  });

  it('reads the registration days in the consultancy\'s time zone', async () => {
    const kathmandu = await buildTestApp({ timeZone: 'Asia/Kathmandu' }, { database: t.database });
    try {
      const { headers: staff } = await kathmandu.loginAs('admin');
      const res = await kathmandu.app.inject({ url: '/api/application/fetchApplication?createdFrom=2026-02-01&createdTo=2026-02-28', headers: staff });
      // 23:30 UTC on 31 January is 1 February in Kathmandu; 20:00 UTC on 28 February is 1 March.
      expect(numbers(res.json().applications.map((a: { _id: string }) => a._id))).toEqual([6, 5, 4, 3]);
    } finally {
      await kathmandu.app.close();
    }
  });

  it.each<[string, string, string]>([
    ['status=on-hold', 'status', M.statusFilterInvalid],
    ['status=pending&status=approved', 'status', M.statusFilterInvalid],
    ['jobTitle=Chef', 'jobTitle', M.jobTitleFilterInvalid],
    [`nationality=${'x'.repeat(101)}`, 'nationality', M.nationalityFilterInvalid],
    ['createdFrom=2026-02-30', 'createdFrom', M.createdFromInvalid],
    ['createdFrom=01/02/2026', 'createdFrom', M.createdFromInvalid],
    ['createdTo=tomorrow', 'createdTo', M.createdToInvalid],
    ['createdFrom=2026-03-01&createdTo=2026-02-28', 'createdTo', M.createdRangeInvalid],
    ['sort=name', 'sort', M.sortInvalid],
    ['sort=--surname', 'sort', M.sortInvalid],
    ['sort=Surname', 'sort', M.sortInvalid],
  ])('refuses %s with a 400 that says what to change', async (query, field, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(answerWith({ message, errors: { [field]: message } }));
  });

  it('keeps the spec\'s search and paging messages', async () => {
    expect((await list(`search=${'x'.repeat(101)}`)).json().message).toBe(M.searchTooLong);
    expect((await list('page=0')).json().message).toBe(M.pageInvalid);
    expect((await list('limit=101')).json().message).toBe(M.pageSizeInvalid);
  });
});

/**
 * A page's ids are found two ways (application-list.ts): the matches sorted whole, or the order's
 * index walked. The API takes the first for small results only; both must give the same rows, in
 * the same order, page after page from a cursor (the export's keyset pagination).
 */
describe('the two ways of finding a page agree', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
    await insertRows(t.app.db, FILTER_ROWS);
  });
  afterAll(() => t.close());

  const pages = async (query: string, sortWhole: boolean) => {
    const parsed = ApplicationListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const slice = { where: filterOf(parsed, 'UTC'), order: orderOf(parsed.sort), sortWhole, limit: 3 };
    const all: string[] = [];
    let cursor: Cursor | undefined;
    for (let page = 0; page < 10; page += 1) {
      const ids = await idsOf(t.app.db, cursor ? { ...slice, after: cursor } : slice);
      all.push(...ids.map((entry) => entry.id));
      if (ids.length < slice.limit) break;
      cursor = ids.at(-1);
    }
    return numbers(all);
  };

  it.each(APPLICATION_SORTS)('by %s, three at a time from the last one\'s key', async (sort) => {
    for (const filter of ['status=pending', 'nationality=Nepali', 'jobTitle=cook', 'createdFrom=2026-02-01']) {
      const query = `${filter}&sort=${encodeURIComponent(sort)}`;
      const matching = FILTERS.find(([q]) => q === filter)?.[1] ?? [];
      const expected = ORDERS[sort]?.filter((n) => matching.includes(n));
      expect(expected?.length).toBeGreaterThan(1);
      expect(await pages(query, true), query).toEqual(expected);
      expect(await pages(query, false), query).toEqual(expected);
    }
    expect(await pages(`sort=${encodeURIComponent(sort)}`, false)).toEqual(ORDERS[sort]);
  });
});
