import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  API,
  DEFAULT_STAGES,
  STAGE_MESSAGES as S,
  APPLICATION_MESSAGES as M,
  type ApplicationListResponse,
  type ApplicationWithJourney,
  type Dashboard,
  type EnquiryResponse,
  type HistoryEntry,
  type StagesAnswer,
  type StagesUpdate,
} from '@visadesk/contract';
import { applications, outbox } from '../../../../src/db/schema.ts';
import { addApplication, createApplication, type Headers } from '../../../application-helpers.ts';
import { buildTestApp, type TestContext } from '../../../helpers.ts';
import { parseCsv } from '../../../csv.ts';

/** A day `days` before `day` (YYYY-MM-DD). */
const daysBefore = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/** The stages as a save sends them back: what GET answered, minus the counts. */
const asUpdate = (answer: StagesAnswer): StagesUpdate => ({ stages: answer.stages, byCountry: answer.byCountry });

describe("a worker's journey (ADR 049)", () => {
  let t: TestContext;
  let owner: Headers;
  let admin: Headers;
  let today: string;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = (await t.loginAs('superadmin')).headers;
    admin = (await t.loginAs('admin')).headers;
    today = t.app.applications.today();
  });
  afterAll(() => t.close());

  const stages = async (headers: Headers = admin) => {
    const res = await t.app.inject({ url: API.stages, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as StagesAnswer;
  };
  const saveStages = (payload: unknown, headers: Headers = owner) => t.app.inject({ method: 'PUT', url: API.stages, headers, payload: payload as object });
  const move = (id: string, payload: unknown, headers: Headers = admin) =>
    t.app.inject({ method: 'POST', url: API.applications.setStage(id), headers, payload: payload as object });
  const fetchOne = async (id: string) => (await t.app.inject({ url: API.applications.one(id), headers: admin })).json() as ApplicationWithJourney;
  const history = async (id: string) => (await t.app.inject({ url: API.applicationHistory(id), headers: admin })).json() as HistoryEntry[];
  const list = async (query: string) => {
    const res = await t.app.inject({ url: `${API.applications.list}?${query}`, headers: admin });
    return { res, body: res.json() as ApplicationListResponse };
  };
  const stageEmails = (id: string) => t.app.db.select().from(outbox).where(eq(outbox.applicationId, id)).then((rows) => rows.filter((row) => row.event === 'stage'));

  describe('the stages in Settings', () => {
    it('ship the steps of overseas employment, in order, each visible one emailing, in six languages', async () => {
      const answer = await stages();
      expect(answer.stages.map((stage) => stage.id)).toEqual([
        'demand', 'pre-approval', 'advert', 'interview', 'contract', 'medical', 'visa', 'orientation', 'insurance', 'labour-permit', 'ticket', 'departure',
      ]);
      expect(answer.byCountry).toEqual({});
      for (const stage of answer.stages) {
        expect(stage.email).toBe(stage.visible);
        expect(Object.keys(stage.names).sort()).toEqual(['bn', 'fr', 'hi', 'ne', 'ur']);
        expect(stage.name.length).toBeLessThanOrEqual(60);
      }
      expect(answer.stages.find((stage) => stage.id === 'medical')).toMatchObject({ name: 'Medical check-up', days: 7, documents: ['Medical report'], names: { ne: 'स्वास्थ्य परीक्षण', ur: 'طبی معائنہ' } });
      expect(answer.stages.filter((stage) => !stage.visible).map((stage) => stage.id)).toEqual(['pre-approval', 'advert']);
    });

    it('are read by any staff member and saved only by the super admin', async () => {
      expect((await t.app.inject({ url: API.stages })).statusCode).toBe(401);
      const res = await saveStages(asUpdate(await stages()), admin);
      expect(res.statusCode).toBe(403);
    });

    it('are renamed, reordered and extended; a save that leaves out names and flags keeps them', async () => {
      const before = await stages();
      const [first, ...rest] = before.stages.map(({ id, name, days, visible, documents }) => ({ id, name, days, visible, documents }));
      const renamed = rest.map((stage) => (stage.id === 'medical' ? { ...stage, name: 'Medical (Wafid)', days: 10 } : stage));
      const added = { id: 'fingerprints', name: 'Fingerprints (BMET)', days: 2, visible: true, documents: ['file1', 'passport COPY'] };
      const res = await saveStages({ stages: [first, added, ...renamed], byCountry: {} });
      expect(res.statusCode, res.body).toBe(200);
      const saved = res.json() as StagesAnswer;
      expect(saved.stages.map((stage) => stage.id).slice(0, 3)).toEqual(['demand', 'fingerprints', 'pre-approval']);
      // The checklist's spelling, translations kept from the shipped stage, a new stage's email following its visibility.
      expect(saved.stages[1]).toMatchObject({ documents: ['file1', 'Passport copy'], email: true, names: {}, archived: false, inDefault: true });
      expect(saved.stages.find((stage) => stage.id === 'medical')).toMatchObject({ name: 'Medical (Wafid)', days: 10, names: { ne: 'स्वास्थ्य परीक्षण' } });
      expect(await stages()).toEqual(saved);
      // Put back as shipped, for the tests that follow.
      expect((await saveStages({ stages: DEFAULT_STAGES, byCountry: {} })).statusCode).toBe(200);
    });

    it('refuse a document that is neither a slot nor on the checklist, an unknown country, twice the same id, a bad name: nothing saved', async () => {
      const before = await stages();
      const base = asUpdate(before);
      const cases: [unknown, string, string][] = [
        [{ ...base, stages: base.stages.map((s, i) => (i === 0 ? { ...s, documents: ['Bank statement'] } : s)) }, S.stageDocument('Bank statement'), 'stages.0.documents'],
        [{ ...base, byCountry: { Atlantis: ['demand'] } }, S.byCountryCountry('Atlantis'), 'byCountry.Atlantis'],
        [{ ...base, byCountry: { Japan: ['demand', 'nowhere'] } }, S.byCountryStage('Japan'), 'byCountry.Japan'],
        [{ ...base, stages: [...base.stages, base.stages[0]] }, S.stageIdTwice, 'stages'],
        [{ ...base, stages: base.stages.map((s, i) => (i === 2 ? { ...s, name: 'x'.repeat(61) } : s)) }, S.stageName, 'stages.2.name'],
        [{ ...base, stages: base.stages.map((s, i) => (i === 2 ? { ...s, days: 366 } : s)) }, S.stageDays, 'stages.2.days'],
        [{ ...base, stages: base.stages.map((s) => ({ ...s, archived: true })) }, S.noStageInUse, 'stages'],
      ];
      for (const [payload, message, field] of cases) {
        const res = await saveStages(payload);
        expect(res.statusCode, field).toBe(400);
        expect(res.json().message).toBe(message);
        expect(Object.keys(res.json().errors ?? {}), field).toContain(field);
      }
      expect(await stages()).toEqual(before);
    });
  });

  describe('moving a worker', () => {
    it('starts a new application at the first stage, due after its days, and records it', async () => {
      const created = await createApplication(t, admin);
      expect(created).toMatchObject({ stage: 'demand', stageSince: today });
      const shown = await fetchOne(created._id);
      expect(shown.journey).toMatchObject({ stage: 'demand', since: today, overdue: false });
      expect(shown.journey.due > today).toBe(true);
      expect(shown.journey.events).toEqual([{ stage: 'demand', name: 'Demand letter and power of attorney', on: today, by: expect.any(String), note: '' }]);
      expect(shown.journey.timeline[0]).toEqual({ name: 'Demand letter and power of attorney', names: expect.objectContaining({ ne: 'माग पत्र र अख्तियारनामा' }), done: null, current: true });
    });

    it('appends a move on an earlier day, overdue past the due day, with its history entry; moving back is a move too', async () => {
      const { _id } = await createApplication(t, admin);
      const tenDaysAgo = daysBefore(today, 10);
      const res = await move(_id, { stage: 'medical', on: tenDaysAgo, note: 'Booked at the Wafid centre.' });
      expect(res.statusCode, res.body).toBe(200);
      const moved = res.json() as ApplicationWithJourney;
      expect(moved.journey).toMatchObject({ stage: 'medical', since: tenDaysAgo, due: daysBefore(today, 3), overdue: true });
      expect(moved.journey.events.map((e) => [e.stage, e.on, e.note])).toEqual([['demand', today, ''], ['medical', tenDaysAgo, 'Booked at the Wafid centre.']]);
      const [entry] = await history(_id);
      expect(entry).toMatchObject({ action: 'stage', detail: `Stage set to Medical check-up on ${tenDaysAgo}`, reason: 'Booked at the Wafid centre.' });
      const back = (await move(_id, { stage: 'interview' })).json() as ApplicationWithJourney;
      expect(back.journey).toMatchObject({ stage: 'interview', since: today, overdue: false });
      expect(back.journey.events.map((e) => e.stage)).toEqual(['demand', 'medical', 'interview']);
      // Going back undoes what lies beyond: medical is to come again.
      expect(back.journey.timeline.find((step) => step.name === 'Medical check-up')).toMatchObject({ done: null, current: false });
      expect(back.journey.timeline.find((step) => step.name === 'Demand letter and power of attorney')).toMatchObject({ done: tenDaysAgo });
    });

    it('refuses a future day, an unknown stage, a long note and a bad body, changing nothing', async () => {
      const { _id } = await createApplication(t, admin);
      const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      const cases: [unknown, number, string][] = [
        [{ stage: 'visa', on: tomorrow }, 400, S.stageDayFuture],
        [{ stage: 'visa', on: '2026-02-30' }, 400, S.stageDay],
        [{ stage: 'nowhere' }, 400, S.stageUnknown],
        [{ stage: 'visa', note: 'x'.repeat(501) }, 400, S.stageNote],
        [{}, 400, S.stageUnknown],
      ];
      for (const [payload, status, message] of cases) {
        const res = await move(_id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(status);
        expect(res.json().message).toBe(message);
      }
      expect((await fetchOne(_id)).journey.events).toHaveLength(1);
      expect((await t.app.inject({ method: 'POST', url: API.applications.setStage('0123456789abcdef01234567'), headers: admin, payload: { stage: 'visa' } })).statusCode).toBe(404);
    });

    it('names the current step, in the applicant\'s language, in the WhatsApp text staff send', async () => {
      const { _id } = await createApplication(t, admin, { language: 'ur', phone: '9812345678', phoneCode: '977' });
      await move(_id, { stage: 'visa' });
      const res = await t.app.inject({ url: API.applicationMessages(_id), headers: admin });
      const text = decodeURIComponent(new URL((res.json() as { whatsApp: { url: string } }).whatsApp.url).searchParams.get('text') ?? '');
      expect(text).toContain('موجودہ مرحلہ: \u2068ویزا\u2069۔');
      expect(text).toContain('پولیس کلیئرنس سرٹیفکیٹ');
      // A hidden stage is the desk's: the text names no step.
      await move(_id, { stage: 'advert' });
      const hidden = await t.app.inject({ url: API.applicationMessages(_id), headers: admin });
      expect(decodeURIComponent((hidden.json() as { whatsApp: { url: string } }).whatsApp.url)).not.toContain('موجودہ مرحلہ');
    });

    it('emails the applicant on a move to a visible stage that emails, never on a hidden one nor the same stage again', async () => {
      const { _id } = await createApplication(t, admin, { language: 'ne' });
      await move(_id, { stage: 'pre-approval' });
      expect(await stageEmails(_id)).toHaveLength(0);
      await move(_id, { stage: 'medical' });
      const [mail] = await stageEmails(_id);
      expect(mail?.subject).toBe('तपाईंको आवेदन नयाँ चरणमा पुगेको छ: स्वास्थ्य परीक्षण');
      expect(mail?.textBody).toContain('यस चरणका लागि हामीलाई तपाईंबाट यो चाहिन्छ: स्वास्थ्य परीक्षण प्रतिवेदन।');
      await move(_id, { stage: 'medical', note: 'Date corrected.' });
      expect(await stageEmails(_id)).toHaveLength(1);
    });
  });

  describe('stages per destination', () => {
    it('an application follows its destination’s list: it starts there and refuses a stage not on it', async () => {
      const current = asUpdate(await stages());
      expect((await saveStages({ ...current, byCountry: { JP: ['interview', 'visa', 'departure'] } })).statusCode).toBe(200);
      expect((await stages()).byCountry).toEqual({ Japan: ['interview', 'visa', 'departure'] });
      const japan = await createApplication(t, admin, { destination: 'japan' });
      expect(japan).toMatchObject({ destination: 'Japan', stage: 'interview' });
      expect((await fetchOne(japan._id)).journey.timeline.map((step) => step.name)).toEqual(['Interview', 'Visa', 'Departure']);
      const refused = await move(japan._id, { stage: 'medical' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(S.stageNotInList);
      // No destination (the original client sends none): the default list.
      const { _id } = await createApplication(t, admin, { destination: '' });
      expect((await fetchOne(_id)).journey.stage).toBe('demand');
      expect((await saveStages(current)).statusCode).toBe(200);
    });

    it('refuses a list that would leave workers outside it, naming how many and whose list', async () => {
      const current = asUpdate(await stages());
      const qatar = await createApplication(t, admin, { destination: 'Qatar' });
      expect((await move(qatar._id, { stage: 'medical' })).statusCode).toBe(200);
      const refused = await saveStages({ ...current, byCountry: { Qatar: ['interview', 'visa', 'departure'] } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: S.stageLeftOut('1'), errors: { 'byCountry.Qatar': S.stageLeftOut('1') } });
      expect((await stages()).byCountry).toEqual({});
      expect((await fetchOne(qatar._id)).journey.timeline.find((step) => step.current)?.name).toBe('Medical check-up');
      expect((await saveStages({ ...current, byCountry: { Qatar: ['interview', 'medical', 'visa', 'departure'] } })).statusCode).toBe(200);
      expect((await saveStages(current)).statusCode).toBe(200);
    });

    it('refuses a destination that is not a country of the list', async () => {
      const res = await addApplication(t, admin, { destination: 'Atlantis' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.destination);
    });
  });

  describe('a stage in use', () => {
    it('cannot be deleted (the message says how many) but can be archived, which hides it from new moves', async () => {
      const one = await createApplication(t, admin);
      const two = await createApplication(t, admin);
      for (const { _id } of [one, two]) expect((await move(_id, { stage: 'orientation' })).statusCode).toBe(200);
      const current = asUpdate(await stages());
      const without = { ...current, stages: current.stages.filter((stage) => stage.id !== 'orientation') };
      const refused = await saveStages(without);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: S.stageInUse('2'), errors: { 'removed.orientation': S.stageInUse('2') } });
      expect((await stages()).stages.some((stage) => stage.id === 'orientation')).toBe(true);
      const archived = { ...current, stages: current.stages.map((stage) => (stage.id === 'orientation' ? { ...stage, archived: true } : stage)) };
      expect((await saveStages(archived)).statusCode).toBe(200);
      const third = await createApplication(t, admin);
      const res = await move(third._id, { stage: 'orientation' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(S.stageArchived);
      // The two already in it stay, and their applicants still see it as their current step.
      expect((await fetchOne(one._id)).journey.timeline.find((step) => step.current)?.name).toBe('Pre-departure orientation');
      expect((await fetchOne(third._id)).journey.timeline.some((step) => step.name === 'Pre-departure orientation')).toBe(false);
      expect((await saveStages(current)).statusCode).toBe(200);
    });

    it('moves the due day of the applications in a stage whose days change', async () => {
      const { _id } = await createApplication(t, admin);
      const since = daysBefore(today, 20);
      await move(_id, { stage: 'visa', on: since });
      expect((await fetchOne(_id)).journey).toMatchObject({ due: daysBefore(today, -1), overdue: false });
      const current = asUpdate(await stages());
      const shorter = { ...current, stages: current.stages.map((stage) => (stage.id === 'visa' ? { ...stage, days: 5 } : stage)) };
      expect((await saveStages(shorter)).statusCode).toBe(200);
      expect((await fetchOne(_id)).journey).toMatchObject({ due: daysBefore(today, 15), overdue: true });
      expect((await saveStages(current)).statusCode).toBe(200);
      expect((await fetchOne(_id)).journey).toMatchObject({ due: daysBefore(today, -1), overdue: false });
    });
  });

  describe('the applicant sees the journey', () => {
    it('on the enquiry answer: the visible stages in order, done days and the current one, nothing of the desk', async () => {
      const created = await createApplication(t, admin);
      const earlier = daysBefore(today, 30);
      await move(created._id, { stage: 'advert', on: earlier, note: 'Internal: advert in Kantipur.' });
      await move(created._id, { stage: 'medical', on: daysBefore(today, 2), note: 'Secret staff note' });
      const res = await t.app.inject({
        url: `${API.applications.enquiry}?search=${created.passport}&search1=${encodeURIComponent(created.currentN)}&search2=${created.dob}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const [copy] = (res.json() as EnquiryResponse).applications;
      const visible = DEFAULT_STAGES.filter((stage) => stage.visible);
      expect(copy?.journey.map((step) => step.name)).toEqual(visible.map((stage) => stage.name));
      expect(copy?.journey.slice(0, 4)).toEqual([
        { name: 'Demand letter and power of attorney', names: visible[0]?.names, done: earlier, current: false },
        { name: 'Interview', names: visible[1]?.names, done: daysBefore(today, 2), current: false },
        { name: 'Selection and contract', names: visible[2]?.names, done: daysBefore(today, 2), current: false },
        { name: 'Medical check-up', names: visible[3]?.names, done: null, current: true },
      ]);
      expect(res.body).not.toContain('Secret staff note');
      expect(res.body).not.toContain('Advertisement');
      expect(res.body).not.toContain('Test Runner');
      for (const key of ['stage', 'stageSince', 'stageDue', 'due', 'events', 'by', 'note']) expect(copy).not.toHaveProperty(key);
    });
  });

  describe('the desk works by stage', () => {
    it('filters the list by stage and by overdue, counting each, and refuses a bad filter', async () => {
      const [a, b, c] = await Promise.all([1, 2, 3].map(() => createApplication(t, admin)));
      await move(a!._id, { stage: 'ticket', on: daysBefore(today, 30) });
      await move(b!._id, { stage: 'ticket' });
      await move(c!._id, { stage: 'labour-permit', on: daysBefore(today, 30) });
      const ticket = await list('stage=ticket&sort=stageSince');
      expect(ticket.res.statusCode).toBe(200);
      expect(ticket.body.applications.map((x) => x._id)).toEqual([a!._id, b!._id]);
      expect(ticket.body.totalApplication).toBe(2);
      const overdue = await list('overdue=true&limit=100');
      const ids = overdue.body.applications.map((x) => x._id);
      expect(ids).toEqual(expect.arrayContaining([a!._id, c!._id]));
      expect(ids).not.toContain(b!._id);
      expect(overdue.body.applications.every((x) => x.stageDue !== '' && x.stageDue < today)).toBe(true);
      expect((await list('overdue=true&stage=ticket')).body.applications.map((x) => x._id)).toEqual([a!._id]);
      const bad = await list('stage=Not%20a%20stage');
      expect(bad.res.statusCode).toBe(400);
      expect(bad.res.json().message).toBe(M.stageFilterInvalid);
      const badOverdue = await list('overdue=maybe');
      expect(badOverdue.res.statusCode).toBe(400);
      expect(badOverdue.res.json().message).toBe(M.overdueFilterInvalid);
    });

    it('sets a stage for several applications, each on its own, naming those not moved with why', async () => {
      const [a, b] = await Promise.all([1, 2].map(() => createApplication(t, admin)));
      const current = asUpdate(await stages());
      expect((await saveStages({ ...current, byCountry: { Japan: ['interview', 'visa', 'departure'] } })).statusCode).toBe(200);
      const japan = await createApplication(t, admin, { destination: 'Japan' });
      const res = await t.app.inject({ method: 'POST', url: API.applications.bulkStage, headers: admin, payload: { ids: [a!._id, japan._id, b!._id], stage: 'contract', note: 'Contracts signed.' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ stage: 'contract', changed: [a!._id, b!._id], failed: [{ _id: japan._id, message: S.stageNotInList }] });
      for (const { _id } of [a!, b!]) expect((await history(_id))[0]).toMatchObject({ action: 'stage', reason: 'Contracts signed.' });
      expect((await fetchOne(japan._id)).journey.stage).toBe('interview');
      expect((await saveStages(current)).statusCode).toBe(200);
      // Moved again at once: those already in the stage keep their day in it, and are named.
      const since = (await fetchOne(a!._id)).journey.since;
      await move(a!._id, { stage: 'contract', on: daysBefore(today, 3) });
      const again = await t.app.inject({ method: 'POST', url: API.applications.bulkStage, headers: admin, payload: { ids: [a!._id], stage: 'contract' } });
      expect(again.json()).toEqual({ stage: 'contract', changed: [], failed: [{ _id: a!._id, message: S.alreadyInStage }] });
      expect((await fetchOne(a!._id)).journey.since).toBe(daysBefore(today, 3));
      expect(since).toBe(today);
    });

    it('counts applications per stage and the overdue ones on the dashboard and in the stages answer', async () => {
      const { _id } = await createApplication(t, admin);
      await move(_id, { stage: 'insurance', on: daysBefore(today, 40) });
      const dashboard = (await t.app.inject({ url: API.dashboard, headers: admin })).json() as Dashboard;
      const [row] = await t.app.db.select({ n: applications.id }).from(applications).where(eq(applications.stage, 'insurance'));
      expect(row).toBeDefined();
      expect(dashboard.byStage.insurance).toBeGreaterThanOrEqual(1);
      expect(dashboard.byStage).toEqual((await stages()).applications);
      const overdue = await list('overdue=true');
      expect(dashboard.overdue).toBe(overdue.body.totalApplication);
    });

    it('exports the stage and the day it was entered', async () => {
      const { _id, passport } = await createApplication(t, admin);
      await move(_id, { stage: 'visa', on: daysBefore(today, 4) });
      const res = await t.app.inject({ url: `${API.applications.export}?stage=visa`, headers: admin });
      expect(res.statusCode).toBe(200);
      const [header, ...rows] = parseCsv(res.body);
      const row = rows.find((cells) => cells.includes(passport));
      expect(row?.[header!.indexOf('Stage')]).toBe('visa');
      expect(row?.[header!.indexOf('Stage Since')]).toBe(daysBefore(today, 4));
    });
  });
});
