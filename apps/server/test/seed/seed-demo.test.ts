import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type Application, type ApplicationWithJourney, type Slider } from '@visadesk/contract';
import type { App } from '../../src/app.ts';
import { applicantFields, sampleImage } from '../../src/seed/factories.ts';
import { DEMO_ADMINS } from '../../src/seed/demo-staff.ts';
import { multipartBody } from '../multipart.ts';
import { newTarget, printedPasswords, seed, signIn, type Target } from './seed-cli.ts';

const SIX = ['Bangladesh', 'India', 'Nepal', 'Pakistan', 'Philippines', 'Sri Lanka'];
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function applicationsOf(app: App, token: string): Promise<{ list: Application[]; total: number }> {
  const res = await app.inject({ url: `${API.applications.list}?limit=100`, headers: { authorization: token } });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { applications: Application[]; totalApplication: number };
  return { list: body.applications, total: body.totalApplication };
}

async function download(app: App, url: string): Promise<{ status: number; type: string; sha: string }> {
  const res = await app.inject({ url });
  return { status: res.statusCode, type: String(res.headers['content-type']), sha: sha(res.rawPayload) };
}

const fileUrls = (a: Application) => [a.image, a.imageThumb, a.imageOriginal, ...Object.values(a.documents).map((d) => d.url)];

/**
 * Deletes one seeded application whose photo and job letter others show too (the seed shares
 * sample bytes), and checks that every other application's files still download unchanged.
 */
async function expectDeletionSafe(app: App, token: string): Promise<void> {
  const { list } = await applicationsOf(app, token);
  const files = new Map<Application, { status: number; type: string; sha: string }[]>();
  for (const a of list) files.set(a, await Promise.all(fileUrls(a).map((u) => download(app, u))));
  const shas = (a: Application) => new Set((files.get(a) ?? []).map((f) => f.sha));
  const victim = list.find((a) => list.some((b) => b !== a && (files.get(b) ?? [])[0]?.sha === (files.get(a) ?? [])[0]?.sha)) as Application;
  const others = list.filter((a) => a !== victim);
  // The danger is real only if bytes are shared: the same photo elsewhere, and the same job letter.
  expect(others.filter((b) => [...shas(b)].some((sha) => shas(victim).has(sha))).length).toBeGreaterThan(1);

  const res = await app.inject({ method: 'DELETE', url: API.applications.remove(victim._id), headers: { authorization: token } });
  expect(res.statusCode).toBe(200);
  for (const url of fileUrls(victim)) expect((await download(app, url)).status).toBe(404);
  for (const other of others) {
    const after = await Promise.all(fileUrls(other).map((u) => download(app, u)));
    expect(after).toEqual(files.get(other));
    expect(after.every((f) => f.status === 200)).toBe(true);
  }
}

describe('npm run seed:demo', () => {
  let target: Target;
  let first: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    target = await newTarget();
    first = await seed(['--count', '30'], target.env);
  }, 180_000);
  afterAll(() => target.drop());

  it('fills an empty database: 30 applications, their files, slides, admins and the super admin', async () => {
    expect(first.stderr).not.toContain('failed');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/Applications +30 in/);
    const passwords = printedPasswords(first.stdout);
    expect(first.stdout).toContain('First start: super admin created.');
    expect([...passwords.keys()].sort()).toEqual(['admin@visadesk.local', ...DEMO_ADMINS.map((a) => a.email)].sort());

    const app = await target.open();
    try {
      const token = await signIn(app, 'admin@visadesk.local', passwords.get('admin@visadesk.local') as string);
      for (const admin of DEMO_ADMINS) await signIn(app, admin.email, passwords.get(admin.email) as string);
      const staff = (await app.inject({ url: API.users.getUsers, headers: { authorization: token } })).json() as { email: string; role: string; status: string }[];
      expect(staff.filter((u) => u.role === 'admin' && u.status === 'active').map((u) => u.email).sort()).toEqual(DEMO_ADMINS.map((a) => a.email).sort());

      const { list, total } = await applicationsOf(app, token);
      expect(total).toBe(30);
      expect(list).toHaveLength(30);
      expect(new Set(list.map((a) => a.currentN))).toEqual(new Set(SIX));
      expect(new Set(list.map((a) => a.passport)).size).toBe(30);
      expect(new Set(list.map((a) => a.email)).size).toBe(30);
      const byStatus = { pending: 0, approved: 0, rejected: 0 };
      for (const a of list) byStatus[a.isStatus] += 1;
      expect(Object.values(byStatus).every((n) => n > 0)).toBe(true);
      const dashboard = (await app.inject({ url: API.dashboard, headers: { authorization: token } })).json();
      expect(dashboard).toMatchObject({ totalApplication: 30, byStatus, publishedSlides: 3, totalSlides: 3 });

      const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: app.config.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
      const today = dayOf.format(new Date());
      for (const a of list) {
        // The dates the service leaves: collected the day it was created, approved (only) the day it was.
        expect(a.pending).toBe(dayOf.format(new Date(a.createdAt)));
        if (a.isStatus === 'approved') expect(a.pending <= a.approve && a.approve <= today).toBe(true);
        else expect(a.approve).toBe('');
        expect(Object.keys(a.documents).length).toBeGreaterThan(0);
        expect((await download(app, a.image)).type).toBe('image/webp');
        expect((await download(app, a.imageThumb)).status).toBe(200);
        expect((await download(app, a.imageOriginal)).type).toBe('image/jpeg');
        for (const doc of Object.values(a.documents)) {
          const got = await download(app, doc.url);
          expect([got.status, got.type]).toEqual([200, doc.contentType]);
        }
      }
      const types = new Set(list.flatMap((a) => Object.values(a.documents).map((d) => d.contentType)));
      expect(types).toEqual(new Set(['application/pdf', 'image/jpeg', 'image/png']));

      const someone = list.find((a) => a.isStatus === 'approved') as Application;
      const found = await app.inject({ url: `${API.applications.list}?search=${encodeURIComponent(`${someone.givenN} ${someone.surname} ${someone.passport}`)}`, headers: { authorization: token } });
      expect((found.json() as { applications: Application[] }).applications.map((a) => a._id)).toEqual([someone._id]);
      const history = (await app.inject({ url: API.applicationHistory(someone._id), headers: { authorization: token } })).json() as { action: string; detail: string; actorName: string }[];
      expect(history.filter((h) => h.action !== 'stage').map((h) => [h.action, h.detail])).toEqual([['status', 'Status set to approved'], ['created', 'Application created']]);
      expect(DEMO_ADMINS.map((a) => a.name)).toContain(history[0]?.actorName);
      // Its journey (ADR 049): from the demand letter to the visa (and departure, for a visa a month old), each move in the history too.
      const { journey } = (await app.inject({ url: API.applications.one(someone._id), headers: { authorization: token } })).json() as ApplicationWithJourney;
      expect(journey.events.map((e) => e.stage).slice(0, 4)).toEqual(['demand', 'interview', 'medical', 'visa']);
      expect(['visa', 'departure']).toContain(journey.stage);
      expect(journey.since).toBe(journey.events.at(-1)?.on);
      expect(history.filter((h) => h.action === 'stage').map((h) => h.detail).reverse()).toEqual(journey.events.slice(1).map((e) => `Stage set to ${e.name} on ${e.on}`));

      const slides = (await app.inject({ url: API.sliders.list })).json() as Slider[];
      expect(slides.map((s) => s.status)).toEqual(['published', 'published', 'published']);
      for (const slide of slides) expect((await download(app, slide.image)).status).toBe(200);
    } finally {
      await app.close();
    }
  }, 120_000);

  // Before the tests below add files through the app, which in this test process has no umask of its own.
  it('keeps stored files private: files 0600, folders 0700, no staged samples left behind', () => {
    const root = path.join(target.dataDir, 'files');
    const shards = readdirSync(root);
    expect(shards.length).toBeGreaterThan(0);
    for (const shard of shards) {
      expect(statSync(path.join(root, shard)).mode & 0o777).toBe(0o700);
      for (const name of readdirSync(path.join(root, shard))) expect(statSync(path.join(root, shard, name)).mode & 0o777).toBe(0o600);
    }
    expect(readdirSync(path.join(target.dataDir, 'tmp')).filter((n) => n.startsWith('seed-sample'))).toEqual([]);
  });

  it('writes the history the service writes for the same steps', async () => {
    const app = await target.open();
    try {
      const token = await signIn(app, 'admin@visadesk.local', printedPasswords(first.stdout).get('admin@visadesk.local') as string);
      const body = await multipartBody(applicantFields(), { image: { data: await sampleImage(), name: 'photo.jpg' } });
      const added = await app.inject({ method: 'POST', url: API.applications.add, payload: body.payload, headers: { authorization: token, ...body.headers } });
      const id = (added.json() as Application)._id;
      await app.inject({ method: 'PUT', url: API.applications.approve(id), headers: { authorization: token } });
      const history = async (of: string) =>
        ((await app.inject({ url: API.applicationHistory(of), headers: { authorization: token } })).json() as { action: string; detail: string }[]).map((h) => [h.action, h.detail]);
      const seeded = (await applicationsOf(app, token)).list.find((a) => a.isStatus === 'approved' && a._id !== id) as Application;
      // The moves on the journey aside (the seed's own story, checked above), the same entries.
      const notMoves = async (of: string) => (await history(of)).filter(([action]) => action !== 'stage');
      expect(await notMoves(seeded._id)).toEqual(await notMoves(id));
    } finally {
      await app.close();
    }
  }, 60_000);

  it('deleting one seeded application leaves every other one its photo and documents', async () => {
    const app = await target.open();
    try {
      const token = await signIn(app, 'admin@visadesk.local', printedPasswords(first.stdout).get('admin@visadesk.local') as string);
      await expectDeletionSafe(app, token);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('refuses a database that already holds applications unless --force, and then adds', async () => {
    const total = async () => {
      const app = await target.open();
      try {
        const c = await app.applications.counts();
        return { applications: c.pending + c.approved + c.rejected, staff: (await app.users.list()).map((u) => u.role).sort(), slides: (await app.sliders.counts()).total };
      } finally {
        await app.close();
      }
    };
    const before = await total();
    const again = await seed(['--count', '5'], target.env);
    expect(again.status).toBe(1);
    expect(again.stderr).toBe(
      `The database already holds ${before.applications} applications, so nothing was changed. To add 5 demo applications to them: npm run seed:demo -- --count 5 --force\n`,
    );
    // Nothing made and nothing printed, but for taking back the access the embedded database's
    // own start gave its files (it rewrites some world-readable each time it opens).
    expect(again.stdout.replace(/^Removed group and other access from .*\n/m, '')).toBe('');
    expect(await total()).toEqual(before);

    const forced = await seed(['--count', '5', '--force'], target.env);
    expect(forced.status).toBe(0);
    expect(forced.stdout).not.toContain('First start');
    expect(forced.stdout).toContain('super admin already there; demo admins already there');
    expect(printedPasswords(forced.stdout).size).toBe(0);
    expect(await total()).toEqual({ applications: before.applications + 5, staff: ['admin', 'admin', 'superadmin'], slides: 3 });
  }, 180_000);
});

describe('npm run seed:demo, refusals', () => {
  it('refuses a --count of 0, abc, 1000001 or 2.5 with the usage, and changes nothing', async () => {
    const target = await newTarget();
    try {
      await Promise.all(
        ['0', 'abc', '1000001', '2.5'].map(async (count) => {
          const run = await seed(['--count', count], { ...target.env, DATA_DIR: path.join(target.dataDir, count) });
          expect(run.status).toBe(2);
          expect(run.stderr).toContain(`--count must be a whole number from 1 to 1,000,000 (got "${count}").`);
          expect(run.stderr).toContain('Usage: npm run seed:demo -- [--count N] [--force]');
          expect(existsSync(path.join(target.dataDir, count))).toBe(false);
        }),
      );
    } finally {
      await target.drop();
    }
  }, 60_000);

  it.skipIf(process.env.TEST_DATABASE_URL)('adds to the embedded database while the server that started it runs, and the desk lists them at once', async () => {
    const target = await newTarget({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'owner password 1' });
    const app = await target.open();
    try {
      const run = await seed(['--count', '3'], target.env);
      expect(run.status, run.stderr).toBe(0);
      const { total } = await applicationsOf(app, await signIn(app, 'owner@example.com', 'owner password 1'));
      expect(total).toBe(3);
    } finally {
      await app.close();
      await target.drop();
    }
  }, 60_000);
});

describe('npm run seed:demo with FILE_STORAGE=database and ADMIN_EMAIL', () => {
  it('creates the super admin from the environment and one blob per file, safe to delete', async () => {
    const target = await newTarget({ FILE_STORAGE: 'database', ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'owner password 1' });
    try {
      const run = await seed(['--count', '12'], target.env);
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('first start: super admin created from ADMIN_EMAIL');
      expect(run.stdout).not.toContain('First start');
      expect(existsSync(path.join(target.dataDir, 'files'))).toBe(false);
      const app = await target.open();
      try {
        await expectDeletionSafe(app, await signIn(app, 'owner@example.com', 'owner password 1'));
      } finally {
        await app.close();
      }
    } finally {
      await target.drop();
    }
  }, 180_000);
});
