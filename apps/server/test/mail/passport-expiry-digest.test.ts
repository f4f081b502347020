import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@visadesk/contract';
import { applications, outbox, passportExpiryDigests, passportExpiryNotices } from '../../src/db/schema.ts';
import { daysLeftSaid, sectionOf } from '../../src/mail/passport-expiry-messages.ts';
import { buildTestApp, type TestContext } from '../helpers.ts';
import { insertRows, rowId, type ListRow } from '../list-rows.ts';
import { FROM, readable } from './mail-desk.ts';
import { SmtpSink, type Arrived } from './smtp-sink.ts';

const SITE = 'https://visas.maple-route.example';
/** Days far from the real one: the desk's own look at start-up (the real today) finds none of these crossings. */
const DAY = '2031-03-01';
const after = (days: number) => addDays(DAY, days);

/**
 * Once the desk sends email, staff get one daily digest when a passport crosses 180, 90, 30
 * or 7 days before expiry, each crossing reported once. Through a real SMTP server (smtp-server).
 */
describe('the daily digest of expiring passports', () => {
  const sink = new SmtpSink();
  let t: TestContext;

  beforeAll(async () => sink.start());
  afterAll(async () => sink.stop());
  afterEach(async () => {
    await t?.close();
    sink.messages.length = 0;
  });

  /** A desk sending through the sink: a super admin and an admin, both active, and an admin still awaiting approval. */
  async function openDesk(mail = true): Promise<void> {
    t = await buildTestApp(mail ? { mail: { smtpUrl: sink.url, from: FROM }, publicUrl: SITE } : {});
    await t.createUser({ role: 'superadmin', name: 'Sita Rai', email: 'sita@maple-route.example' });
    await t.createUser({ role: 'admin', name: 'Ram Thapa', email: 'ram@maple-route.example' });
    await t.createUser({ role: 'admin', name: 'Hari Pending', email: 'hari@maple-route.example', status: 'pending' });
  }

  const applicant = (n: number, expiry: string, extra: Partial<ListRow> = {}) => ({
    id: rowId(n), givenN: `Given${n}`, surname: `Surname${n}`, passportExpiry: expiry, passportIssue: expiry && addDays(expiry, -3652),
    dob: '1990-07-14', nationalId: `NID-SECRET-${n}`, passport: `PX${String(n).padStart(7, '0')}`, ...extra,
  });
  const run = (day: string) => t.app.passportExpiry.run(day);
  /** The digests that arrived, once every queued message is through. */
  async function digests(count: number): Promise<Arrived[]> {
    await sink.received(count);
    await t.app.jobs.idle();
    expect(sink.messages).toHaveLength(count);
    return sink.messages.splice(0);
  }
  const noDigest = async () => {
    await t.app.jobs.idle();
    expect(sink.messages).toEqual([]);
  };

  it('goes once to each active staff member, lists the passport under the nearest point, and nothing more', async () => {
    await openDesk();
    await insertRows(t.app.db, [applicant(1, after(20), { isStatus: 'approved' })]);
    expect(await run(DAY)).toEqual({ day: DAY, applications: 1, recipients: 2 });
    const mails = await digests(2);
    expect(mails.map((m) => m.to).sort()).toEqual([['ram@maple-route.example'], ['sita@maple-route.example']]);
    const sita = mails.find((m) => m.to[0] === 'sita@maple-route.example') as Arrived;
    expect(sita.parsed.subject).toBe('Passports expiring: 1 application on the VisaDesk Migration Consultancy desk');
    const text = sita.parsed.text ?? '';
    expect(text).toContain('Dear Sita Rai,');
    // Added with 20 days left, it crossed 180, 90 and 30 at once: listed once, under 30.
    expect(text).toContain(`Within 30 days\n- Given1 Surname1: passport expiry ${after(20)}, 20 days left, status Approved\n  ${SITE}/updateApplicationView/${rowId(1)}`);
    expect(text.match(/Given1 Surname1/g)).toHaveLength(1);
    expect(sita.parsed.html).toContain(`<a href="${SITE}/updateApplicationView/${rowId(1)}">`);
    // Never the passport number, the birth date or the national id, in any part or encoding.
    for (const kept of ['PX0000001', '1990-07-14', '14/07/1990', 'NID-SECRET-1']) {
      expect(readable(sita)).not.toContain(kept);
      expect(sita.raw).not.toContain(kept);
    }
    expect(await t.app.db.select().from(passportExpiryNotices)).toHaveLength(3);
    // The same day again, on the hour: done already.
    expect(await run(DAY)).toBeNull();
    await noDigest();
  });

  it('reports 180, 90, 30 and 7 days each once as the days go by, and nothing on a day without a crossing', async () => {
    await openDesk();
    const expiry = after(200);
    await insertRows(t.app.db, [applicant(2, expiry)]);
    const said = async (day: string) => {
      const report = await run(day);
      if (!report?.applications) {
        await noDigest();
        return report?.applications ?? null;
      }
      const [mail] = await digests(2);
      return (mail?.parsed.text ?? '').split('\n').find((line) => line.startsWith('- Given2'));
    };
    expect(await said(addDays(expiry, -181))).toBe(0);
    expect(await said(addDays(expiry, -180))).toBe(`- Given2 Surname2: passport expiry ${expiry}, 180 days left, status Pending`);
    expect(await said(addDays(expiry, -179))).toBe(0);
    expect(await said(addDays(expiry, -91))).toBe(0);
    expect(await said(addDays(expiry, -89))).toContain('89 days left');
    expect(await said(addDays(expiry, -30))).toContain('30 days left');
    expect(await said(addDays(expiry, -29))).toBe(0);
    expect(await said(addDays(expiry, -7))).toContain('7 days left');
    expect(await said(addDays(expiry, -1))).toBe(0);
    expect(await said(addDays(expiry, 3))).toBe(0);
    const recorded = await t.app.db.select({ threshold: passportExpiryNotices.threshold }).from(passportExpiryNotices);
    expect(recorded.map((r) => r.threshold).sort((a, b) => b - a)).toEqual([180, 90, 30, 7]);
  });

  it('reports a renewed passport (a new expiry) afresh', async () => {
    await openDesk();
    await insertRows(t.app.db, [applicant(3, after(5))]);
    expect((await run(DAY))?.applications).toBe(1);
    await digests(2);
    await t.app.db.update(applications).set({ passportExpiry: after(150) }).where(eq(applications.id, rowId(3)));
    expect((await run(after(1)))?.applications).toBe(1);
    const [mail] = await digests(2);
    expect(mail?.parsed.text).toContain(`Within 180 days\n- Given3 Surname3: passport expiry ${after(150)}, 149 days left`);
    expect(await run(after(2))).toEqual({ day: after(2), applications: 0, recipients: 0 });
    await noDigest();
  });

  it('lists several soonest first, an unreported expired passport as expired, in one digest', async () => {
    await openDesk();
    await insertRows(t.app.db, [
      applicant(4, after(150), { isStatus: 'rejected' }),
      applicant(5, after(-3)),
      applicant(6, after(6)),
      applicant(7, after(0)),
      applicant(8, after(181)),
      applicant(9, ''),
    ]);
    expect(await run(DAY)).toMatchObject({ applications: 4 });
    const [mail] = await digests(2);
    const text = mail?.parsed.text ?? '';
    expect(mail?.parsed.subject).toBe('Passports expiring: 4 applications on the VisaDesk Migration Consultancy desk');
    const order = ['Expired', 'Given5 Surname5', 'expired 3 days ago', 'Within 7 days', 'Given7', 'expires today', 'Given6', '6 days left',
      'Within 180 days', 'Given4', '150 days left, status Rejected'];
    const at = order.map((words) => text.indexOf(words));
    expect(at.every((i) => i >= 0), text).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    for (const absent of ['Given8', 'Given9']) expect(text).not.toContain(absent);
  });

  it('lists the applications past their stage\'s due day, the longest overdue first, even on a day no passport crossed a point (ADR 049)', async () => {
    await openDesk();
    await insertRows(t.app.db, [
      applicant(1, '', { stage: 'medical', stageSince: after(-20), stageDue: after(-13) }),
      applicant(2, '', { stage: 'visa', stageSince: after(-30), stageDue: after(-9) }),
      applicant(3, '', { stage: 'ticket', stageSince: after(-1), stageDue: after(4) }),
      applicant(4, '', { stage: 'departure', stageSince: after(-90), stageDue: '' }),
    ]);
    expect(await run(DAY)).toEqual({ day: DAY, applications: 2, recipients: 2 });
    const [mail] = await digests(2);
    expect(mail?.parsed.subject).toBe('Overdue steps: 2 applications on the VisaDesk Migration Consultancy desk');
    const text = mail?.parsed.text ?? '';
    expect(text).toContain(`Overdue steps (2 applications)\n- Given1 Surname1: Medical check-up since ${after(-20)}, due ${after(-13)}, 13 days overdue\n  ${SITE}/updateApplicationView/${rowId(1)}`);
    expect(text.indexOf('Given1')).toBeLessThan(text.indexOf('Given2'));
    expect(text).toContain(`- Given2 Surname2: Visa since ${after(-30)}, due ${after(-9)}, 9 days overdue`);
    // Not yet due, or a stage without set time: not listed.
    for (const absent of ['Given3', 'Given4', 'expiring']) expect(text).not.toContain(absent);
    expect(mail?.parsed.html).toContain('<h3>Overdue steps (2 applications)</h3>');
  });

  it('records nothing and sends nothing while mail is not configured, so the crossings wait for it', async () => {
    await openDesk(false);
    await insertRows(t.app.db, [applicant(10, after(20))]);
    expect(await run(DAY)).toBeNull();
    expect(await t.app.db.select().from(passportExpiryNotices)).toEqual([]);
    expect(await t.app.db.select().from(passportExpiryDigests)).toEqual([]);
    expect(await t.app.db.select().from(outbox)).toEqual([]);
  });
});

describe('how the digest says it', () => {
  it('puts each passport under expired or the smallest threshold it has crossed', () => {
    expect([-400, -1, 0, 7, 8, 30, 31, 90, 91, 180].map(sectionOf)).toEqual([
      'Expired', 'Expired', 'Within 7 days', 'Within 7 days', 'Within 30 days', 'Within 30 days', 'Within 90 days', 'Within 90 days',
      'Within 180 days', 'Within 180 days',
    ]);
  });

  it('says the days left in words', () => {
    expect([-2, -1, 0, 1, 2].map(daysLeftSaid)).toEqual(['expired 2 days ago', 'expired 1 day ago', 'expires today', '1 day left', '2 days left']);
  });

});
