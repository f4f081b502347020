import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { API, DEFAULT_SETTINGS, type Application } from '@visadesk/contract';
import type { Database } from '../../src/db/client.ts';
import { outbox } from '../../src/db/schema.ts';
import { scheduleDeliveries } from '../../src/mail/outbox.ts';
import type { Headers } from '../application-helpers.ts';
import { buildTestApp, type TestContext } from '../helpers.ts';
import { SmtpSink, type Arrived } from './smtp-sink.ts';

export const FROM = '"Maple Route Visas" <desk@maple-route.example>';

/** What no message may carry: the passport number, national id and date of birth, in either order. */
export const SENSITIVE = (a: Application) => [a.passport, a.nationalId, a.dob, a.dob.split('-').reverse().join('/')];

/** What a person reads of a message, decoded: its subject, text and HTML (the raw source may break a number across encoded lines). */
export const readable = (mail: Arrived | undefined) => [mail?.parsed.subject, mail?.parsed.text, mail?.parsed.html].join('\n');

/**
 * The desk as the applicant's email tests use it: sending through the started SMTP `sink`, at its
 * own public address, signed in as the super admin, with the agency's name and contacts set.
 */
export async function openMailDesk(sink: SmtpSink): Promise<{ t: TestContext; headers: Headers }> {
  const t = await buildTestApp({ mail: { smtpUrl: sink.url, from: FROM }, publicUrl: 'https://visas.maple-route.example' });
  const { headers } = await t.loginAs('superadmin');
  const settings = { ...DEFAULT_SETTINGS, consultancyName: 'Maple Route Visas', phone: '+977 1 4412345', email: 'desk@maple-route.example' };
  expect((await t.app.inject({ method: 'PUT', url: API.settings, headers, payload: settings })).statusCode).toBe(200);
  return { t, headers };
}

/**
 * `minutes` pass for an application's email. The outbox runs on the database's clock (a message is
 * due once `due_at <= now()`, in every instance), so the clock is moved by moving the application's
 * messages that far into the past, as the worker would find them then; no test sleeps.
 */
export async function minutesPass(db: Database, applicationId: string, minutes: number): Promise<void> {
  const back = sql`make_interval(mins => ${minutes})`;
  await db
    .update(outbox)
    .set({ dueAt: sql`${outbox.dueAt} - ${back}`, createdAt: sql`${outbox.createdAt} - ${back}` })
    .where(eq(outbox.applicationId, applicationId));
  // The delivery jobs keep the times they were given: they move with their messages (ADR 054).
  await scheduleDeliveries(db);
}

/**
 * A describe block's mail desk (openMailDesk) and its SMTP sink: started before its tests, each test
 * starting with no message received, closed after them. Read `desk.t` and `desk.headers` in the tests.
 */
export function useMailDesk(): { sink: SmtpSink; t: TestContext; headers: Headers } {
  const desk = { sink: new SmtpSink() } as { sink: SmtpSink; t: TestContext; headers: Headers };
  beforeAll(async () => {
    await desk.sink.start();
    Object.assign(desk, await openMailDesk(desk.sink));
  });
  afterAll(async () => {
    await desk.t.close();
    await desk.sink.stop();
  });
  beforeEach(() => {
    desk.sink.messages.length = 0;
  });
  return desk;
}
