import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { APPLICATION_STATUSES, DEFAULT_STAGES, dueOf, type ApplicationStatus } from '@visadesk/contract';
import type { Database } from '../db/client.ts';
import { applicationDocuments, applicationHistory, applications, applicationStageEvents, applicationStats, files } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import { searchText } from '../applications/application-writes.ts';
import { bulkInsert } from './bulk-insert.ts';
import { demoApplicant, identify, serialOf, type DemoApplicant } from './demo-applicants.ts';
import type { DemoSamples, Sample } from './demo-samples.ts';
import type { HistoryActor } from './demo-staff.ts';
import { pick } from './random.ts';
import type { Placement, SampleWriter } from './sample-writers.ts';
import { makeUnique } from './unique-identities.ts';

/** Applications per transaction: about six thousand file rows, a few MB of parameters. */
export const BATCH_SIZE = 1000;

export interface SeedApplicationsOptions {
  db: Database;
  writer: SampleWriter;
  samples: DemoSamples;
  /** Who the history says did it: the demo admins. */
  actors: HistoryActor[];
  count: number;
  timeZone: string;
  onProgress(done: number): void;
}

export interface ApplicationsTally {
  byStatus: Record<ApplicationStatus, number>;
  byCountry: Map<string, number>;
  documents: number;
  files: number;
}

type Rows = {
  files: (typeof files.$inferInsert)[];
  applications: (typeof applications.$inferInsert)[];
  documents: (typeof applicationDocuments.$inferInsert)[];
  history: (typeof applicationHistory.$inferInsert)[];
  moves: (typeof applicationStageEvents.$inferInsert)[];
  placements: Placement[];
};

const DAY_MS = 86_400_000;

/**
 * The applicant's journey (ADR 049) on the shipped stages: the demand letter when registered, the
 * interview and the medical when the documents came, the visa when approved, departure three weeks
 * after a visa older than a month; a rejected worker stays at the medical. Each move on its day.
 */
function journeyOf(applicant: DemoApplicant, now: number): { stage: string; at: Date }[] {
  const { status, createdAt, documentsAt, decidedAt } = applicant;
  const moves = [{ stage: 'demand', at: createdAt }];
  if (documentsAt.getTime() > createdAt.getTime()) moves.push({ stage: 'interview', at: documentsAt }, { stage: 'medical', at: new Date(documentsAt.getTime() + 1000) });
  if (status === 'approved' && decidedAt) {
    moves.push({ stage: 'visa', at: decidedAt });
    const departure = decidedAt.getTime() + 21 * DAY_MS;
    if (departure < now - 9 * DAY_MS) moves.push({ stage: 'departure', at: new Date(departure) });
  }
  return moves;
}

/** The rows ApplicationsService would have written for this applicant's story, and the files. */
function addRows(rows: Rows, applicant: DemoApplicant, samples: DemoSamples, actor: HistoryActor, dateOf: (d: Date) => string, now: number): void {
  const stored = (sample: Sample, at: Date) => {
    const key = newId();
    rows.files.push({ id: key, contentType: sample.contentType, size: sample.size, sha256: sample.sha256, originalName: sample.originalName, createdAt: at });
    rows.placements.push({ key, sample });
    return key;
  };
  const { fields, status, createdAt, documentsAt, decidedAt } = applicant;
  const photo = pick(samples.photos[applicant.look]);
  const id = newId();
  const moves = journeyOf(applicant, now);
  const last = moves.at(-1) as { stage: string; at: Date };
  const since = dateOf(last.at);
  const lastStage = DEFAULT_STAGES.find((stage) => stage.id === last.stage);
  rows.applications.push({
    stage: last.stage, stageSince: since, stageDue: dueOf(since, lastStage?.days ?? 0),
    id, ...fields, searchText: searchText(fields),
    photoFileId: stored(photo.display, createdAt), photoThumbFileId: stored(photo.thumb, createdAt), photoOriginalFileId: stored(photo.original, createdAt),
    isStatus: status, pending: dateOf(createdAt), approve: status === 'approved' && decidedAt ? dateOf(decidedAt) : '',
    createdAt, updatedAt: decidedAt ?? documentsAt,
  });
  const history = (action: 'created' | 'status' | 'stage', detail: string, at: Date) =>
    rows.history.push({ id: newId(), applicationId: id, actorId: actor.id, actorName: actor.name, action, detail, createdAt: at });
  history('created', 'Application created', createdAt);
  for (const move of moves) {
    const name = DEFAULT_STAGES.find((stage) => stage.id === move.stage)?.name ?? move.stage;
    rows.moves.push({ id: newId(), applicationId: id, stage: move.stage, name, on: dateOf(move.at), actorId: actor.id, actorName: actor.name, createdAt: move.at });
    if (move.stage !== 'demand') history('stage', `Stage set to ${name} on ${dateOf(move.at)}`, move.at);
  }
  for (const slot of applicant.documents) {
    rows.documents.push({ applicationId: id, slot, fileId: stored(samples.documents[slot] as Sample, documentsAt), uploadedAt: documentsAt });
  }
  if (decidedAt) history('status', `Status set to ${status}`, decidedAt);
}

interface Batch {
  applicants: DemoApplicant[];
  rows: Rows;
  placed: Promise<void>;
}

async function commit(db: Database, writer: SampleWriter, { applicants, rows }: Batch): Promise<void> {
  const added = { pending: 0, approved: 0, rejected: 0 };
  for (const applicant of applicants) added[applicant.status] += 1;
  await db.transaction(async (tx) => {
    await writer.inTransaction(tx, rows.placements);
    await bulkInsert(tx, files, rows.files);
    await bulkInsert(tx, applications, rows.applications);
    await bulkInsert(tx, applicationDocuments, rows.documents);
    await bulkInsert(tx, applicationHistory, rows.history);
    await bulkInsert(tx, applicationStageEvents, rows.moves);
    // In the fixed order the service locks them in, so a running server cannot deadlock with us.
    for (const status of [...APPLICATION_STATUSES].sort()) {
      if (added[status] === 0) continue;
      await tx.update(applicationStats).set({ count: sql`${applicationStats.count} + ${added[status]}` }).where(eq(applicationStats.status, status));
    }
  });
}

/**
 * `count` applications, BATCH_SIZE at a time: each batch's files are placed, then its rows and the
 * status counters committed in one transaction, so the database is consistent after every batch
 * and memory holds two batches. The next batch's files are placed while this one commits.
 */
export async function seedApplications(options: SeedApplicationsOptions): Promise<ApplicationsTally> {
  const { db, writer, samples, actors, count } = options;
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: options.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const dateOf = (d: Date) => format.format(d);
  const now = Date.now();
  const offsets = [randomInt(10_000_000), randomInt(10_000_000)] as const;
  const tally: ApplicationsTally = { byStatus: { pending: 0, approved: 0, rejected: 0 }, byCountry: new Map(), documents: 0, files: 0 };

  const prepare = async (start: number, uncommitted: DemoApplicant[]): Promise<Batch> => {
    const applicants = Array.from({ length: Math.min(BATCH_SIZE, count - start) }, (_, k) => {
      const applicant = demoApplicant(start + k, now);
      identify(applicant, serialOf(start + k, 3_967_411, offsets[0]), serialOf(start + k, 6_121_979, offsets[1]));
      return applicant;
    });
    await makeUnique(db, applicants, uncommitted);
    const rows: Rows = { files: [], applications: [], documents: [], history: [], moves: [], placements: [] };
    for (const applicant of applicants) addRows(rows, applicant, samples, pick(actors), dateOf, now);
    const placed = writer.place(rows.placements);
    // Awaited before its commit; this keeps a failure meanwhile from counting as unhandled.
    placed.catch(() => {});
    return { applicants, rows, placed };
  };

  let done = 0;
  let batch: Batch | null = await prepare(0, []);
  while (batch) {
    const current: Batch = batch;
    const nextStart = done + current.applicants.length;
    let next: Batch | null = null;
    try {
      await current.placed;
      next = nextStart < count ? await prepare(nextStart, current.applicants) : null;
      await commit(db, writer, current);
    } catch (error) {
      // Nothing of these batches committed: their files would only be strays.
      await Promise.allSettled([current.placed, next?.placed]);
      await writer.discard([...current.rows.placements, ...(next?.rows.placements ?? [])]);
      throw error;
    }
    for (const applicant of current.applicants) {
      tally.byStatus[applicant.status] += 1;
      tally.byCountry.set(applicant.nationality.country, (tally.byCountry.get(applicant.nationality.country) ?? 0) + 1);
    }
    tally.documents += current.rows.documents.length;
    tally.files += current.rows.files.length;
    done = nextStart;
    options.onProgress(done);
    batch = next;
  }
  writer.finish();
  return tally;
}
