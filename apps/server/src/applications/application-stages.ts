import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  dueOf,
  firstStage,
  STAGE_MESSAGES as M,
  stageNameIn,
  stagesFor,
  timelineOf,
  type BulkStageResponse,
  type Journey,
  type JourneyStep,
  type Stage,
  type StagesSettings,
} from '@visadesk/contract';
import type { Database, Tx } from '../db/client.ts';
import { applications, applicationStageEvents } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { newId } from '../lib/ids.ts';
import { readStages } from '../stages/stages-settings.ts';
import { stageDocumentNames } from '../stages/stage-documents.ts';
import type { Actor, ApplicationsContext } from './application-context.ts';
import { addresseeOf, requireRow, type ApplicationRow } from './application-row.ts';
import { record } from './application-history.ts';

/** A move as the route read it: the stage's id, the day (today when left out) and a note ('' for none). */
export interface StageChange {
  stage: string;
  on?: string | undefined;
  note: string;
}

/** Saves of the stages (stages-settings.ts) wait for moves in progress, and moves for a save: a stage in use is never deleted under one. */
const shareStagesLock = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock_shared(hashtext('visadesk.stages'))`);

/** Appends a move and keeps the application's current stage, since and due day with it. */
async function enter(tx: Tx, row: Pick<ApplicationRow, 'id'>, stage: Stage, on: string, actor: Actor, note: string): Promise<void> {
  // Written after the row's lock, at the moment it is written (not when the transaction began): two
  // moves of one worker keep the order in which they took the lock, as the application's stage does.
  await tx.insert(applicationStageEvents).values({
    id: newId(), applicationId: row.id, stage: stage.id, name: stage.name, on, actorId: actor.id, actorName: actor.name, note, createdAt: sql`clock_timestamp()`,
  });
  await tx.update(applications)
    .set({ stage: stage.id, stageSince: on, stageDue: dueOf(on, stage.days), updatedAt: new Date() })
    .where(eq(applications.id, row.id));
}

/** A new application starts at the first stage in use of its list (none when the agency archived them all). */
export async function startJourney(tx: Tx, id: string, destination: string, actor: Actor, today: string): Promise<void> {
  await shareStagesLock(tx);
  const first = firstStage(await readStages(tx), destination);
  if (first) await enter(tx, { id }, first, today, actor, '');
}

/** The stage a move names, refused in words when it is unknown, archived or not in the application's list. */
function stageToEnter(settings: StagesSettings, row: ApplicationRow, id: string): Stage {
  const stage = settings.stages.find((candidate) => candidate.id === id);
  if (!stage) throw new HttpError(400, M.stageUnknown, { errors: { stage: M.stageUnknown } });
  if (stage.archived) throw new HttpError(409, M.stageArchived, { errors: { stage: M.stageArchived } });
  if (!stagesFor(settings, row.destination).some((candidate) => candidate.id === id)) {
    throw new HttpError(409, M.stageNotInList, { errors: { stage: M.stageNotInList } });
  }
  return stage;
}

/**
 * Moves an application to a stage on a day (today when not said; a step recorded late names an
 * earlier day, never a later one): a new event, never a rewritten one, a history entry, and, for a
 * visible stage that emails and that the worker was not already in, a message in their language.
 */
export async function setStage(ctx: ApplicationsContext, id: string, change: StageChange, actor: Actor, { bulk = false } = {}): Promise<void> {
  const today = ctx.today();
  const on = change.on ?? today;
  if (on > today) throw new HttpError(400, M.stageDayFuture, { errors: { on: M.stageDayFuture } });
  await ctx.db.transaction(async (tx) => {
    await shareStagesLock(tx);
    const row = await requireRow(tx, id);
    const settings = await readStages(tx);
    const stage = stageToEnter(settings, row, change.stage);
    // A page of workers moved at once leaves those already in the stage where they are: their day in
    // it, and whether they are overdue, stay true. One worker moved again on purpose is a move.
    if (bulk && row.stage === stage.id && change.on === undefined) throw new HttpError(409, M.alreadyInStage);
    await enter(tx, row, stage, on, actor, change.note);
    await record(tx, id, actor, 'stage', `Stage set to ${stage.name} on ${on}`, change.note);
    if (stage.visible && stage.email && row.stage !== stage.id) {
      await ctx.mail.queue(tx, addresseeOf(row), { kind: 'stage', name: stageNameIn(stage), documents: await stageDocumentNames(tx, stage) });
    }
  });
}

/** One move for several applications, each on its own (its transaction, history entry and email), as the status's bulk change. */
export async function setStageOfMany(
  ctx: ApplicationsContext,
  ids: string[],
  change: StageChange,
  actor: Actor,
  log: FastifyBaseLogger,
): Promise<BulkStageResponse> {
  const answer: BulkStageResponse = { stage: change.stage, changed: [], failed: [] };
  for (const id of ids) {
    try {
      await setStage(ctx, id, change, actor, { bulk: true });
      answer.changed.push(id);
    } catch (error) {
      if (!(error instanceof HttpError)) log.error({ applicationId: id, error: String((error as { code?: unknown })?.code ?? 'unknown') }, 'a move of a bulk stage change failed');
      // A refusal that is the request's own (an unknown stage, a future day) fails them all alike: said once, for each.
      answer.failed.push({ _id: id, message: error instanceof HttpError ? error.message : M.move });
    }
  }
  return answer;
}

/** An application's moves, oldest first. */
export async function eventsOf(db: Database | Tx, id: string) {
  return db.select().from(applicationStageEvents).where(eq(applicationStageEvents.applicationId, id))
    .orderBy(asc(applicationStageEvents.createdAt), asc(applicationStageEvents.id));
}

/** Where an application stands, for the desk: its stage, since, due, whether overdue today, its moves and its applicant's timeline. */
export async function journeyOf(ctx: ApplicationsContext, row: ApplicationRow): Promise<Journey> {
  const [settings, events] = await Promise.all([readStages(ctx.db), eventsOf(ctx.db, row.id)]);
  const named = new Map(settings.stages.map((stage) => [stage.id, stage.name]));
  return {
    stage: row.stage,
    since: row.stageSince,
    due: row.stageDue,
    overdue: row.stageDue !== '' && ctx.today() > row.stageDue,
    events: events.map((event) => ({ stage: event.stage, name: named.get(event.stage) ?? event.name, on: event.on, by: event.actorName, note: event.note })),
    timeline: timelineOf(stagesFor(settings, row.destination), events, row.stage),
  };
}

/** The applicant's timeline alone, from their moves (`stage`, `on`, oldest first). */
export const applicantTimeline = (settings: StagesSettings, row: Pick<ApplicationRow, 'destination' | 'stage'>, events: { stage: string; on: string }[]): JourneyStep[] =>
  timelineOf(stagesFor(settings, row.destination), events, row.stage);
