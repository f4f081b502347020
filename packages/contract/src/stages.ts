import { z } from 'zod';
import { answerCount, answerFlag, answerList, answerMap, answerObject, answerText } from './answers.ts';
import { normaliseCountry } from './country-lookup.ts';
import { isCalendarDate } from './calendar-days.ts';
import { addDays } from './passport-dates.ts';
import { ApplicationSchema, DOCUMENT_SLOT_KEYS } from './applications.ts';
import { DEFAULT_STAGES, type Stage } from './default-stages.ts';
import { ID_PATTERN, STAGE_ID_PATTERN } from './ids.ts';
import { MAX_PAGE_SIZE, STATUS_REASON_MAX } from './limits.ts';
import { COMMON_MESSAGES } from './messages.ts';
import { STAGE_MESSAGES } from './stage-messages.ts';
import type { LocalText } from './local-texts.ts';
import type { JourneyStep } from './journey-step.ts';
import { JourneyStepSchema } from './journey-step.ts';


/** A stage's name, in every language: at most 60 characters (the bound). */
export const STAGE_NAME_MAX = 60;
export const STAGE_DAYS_MAX = 365;
export const STAGES_MAX = 40;
export const STAGE_DOCUMENTS_MAX = 32;
export const STAGE_NOTE_MAX = STATUS_REASON_MAX;

const M = STAGE_MESSAGES;

const stageName = z.string({ error: M.stageName }).trim().min(1, M.stageName).max(STAGE_NAME_MAX, M.stageName);
const otherName = z.string({ error: M.stageName }).trim().max(STAGE_NAME_MAX, M.stageName);
const flag = z.boolean({ error: M.stageFlag });

/** The id of a stage, as the settings, a move and the list's filter take it. */
export const StageIdSchema = z.string({ error: M.stageId }).trim().regex(STAGE_ID_PATTERN, M.stageId);

/**
 * One stage as `PUT /api/settings/stages` takes it: the issue's `{ id, name, days, visible, email,
 * documents }`, and what the desk adds. Left out, `email` follows `visible`; `names` and `archived`
 * keep what the stage had (a client older than them never drops a translation or unarchives a stage),
 * `inDefault` is true.
 */
export const StageInputSchema = z.object({
  id: StageIdSchema,
  name: stageName,
  names: z.object({ fr: otherName.optional(), hi: otherName.optional(), bn: otherName.optional(), ne: otherName.optional(), ur: otherName.optional() }, { error: M.stageName }).optional(),
  days: z.number({ error: M.stageDays }).int(M.stageDays).min(0, M.stageDays).max(STAGE_DAYS_MAX, M.stageDays),
  visible: flag,
  email: flag.optional(),
  documents: z.array(z.string({ error: M.stageDocuments }).trim().min(1, M.stageDocuments).max(80, M.stageDocuments), { error: M.stageDocuments })
    .max(STAGE_DOCUMENTS_MAX, M.stageDocuments).default([]),
  archived: flag.optional(),
  inDefault: flag.optional(),
}, { error: M.stages });
export type StageInput = z.input<typeof StageInputSchema>;

/** `PUT /api/settings/stages`: every stage in order, and the lists by destination country. */
export const StagesUpdateSchema = z.object({
  stages: z.array(StageInputSchema, { error: M.stages }).min(1, M.stages).max(STAGES_MAX, M.stages)
    .refine((stages) => new Set(stages.map((stage) => stage.id)).size === stages.length, M.stageIdTwice),
  byCountry: z.record(z.string({ error: M.byCountry }), z.array(StageIdSchema, { error: M.byCountry }).max(STAGES_MAX, M.byCountry), { error: M.byCountry }).default({}),
}, { error: M.stages });
export type StagesUpdate = z.infer<typeof StagesUpdateSchema>;

export const StageAnswerSchema = answerObject({
  id: answerText(),
  name: answerText(),
  names: answerObject({ fr: answerText().optional(), hi: answerText().optional(), bn: answerText().optional(), ne: answerText().optional(), ur: answerText().optional() }),
  days: answerCount(),
  visible: answerFlag(),
  email: answerFlag(),
  documents: answerList(answerText()),
  archived: answerFlag(),
  inDefault: answerFlag(),
});

/** The stages as kept: the list in order and each destination's own list of ids. */
export interface StagesSettings {
  stages: Stage[];
  byCountry: Record<string, string[]>;
}

export const DEFAULT_STAGES_SETTINGS: StagesSettings = /* @__PURE__ */ Object.freeze({ stages: DEFAULT_STAGES as Stage[], byCountry: {} });

/** `GET /api/settings/stages`: the settings, and how many applications are in each stage now (a stage with any cannot be deleted). */
export const StagesAnswerSchema = answerObject({
  stages: answerList(StageAnswerSchema),
  byCountry: answerMap(answerList(answerText())),
  applications: answerMap(answerCount()),
});
export type StagesAnswer = z.infer<typeof StagesAnswerSchema>;

/** Whether `value` names a document a stage may expect: a slot, or a label of the checklist (in English, any case). */
export function isStageDocument(value: string, checklist: readonly string[]): boolean {
  return (DOCUMENT_SLOT_KEYS as readonly string[]).includes(value) || checklist.some((label) => label.toLowerCase() === value.toLowerCase());
}

/** The country a list key names (`MY`, `malaysia`), as applications save a destination. */
export const countryOfListKey = (key: string): string => normaliseCountry(key.trim());

/** The stages an application follows: its destination's list when the agency made one, else the default list. */
export function stagesFor(settings: StagesSettings, destination: string): Stage[] {
  const own = destination ? settings.byCountry[destination] : undefined;
  if (own?.length) return own.flatMap((id) => settings.stages.filter((stage) => stage.id === id));
  return settings.stages.filter((stage) => stage.inDefault);
}

/** The first stage in use of an application's list: where a new application starts ('' when every one is archived). */
export const firstStage = (settings: StagesSettings, destination: string): Stage | undefined =>
  stagesFor(settings, destination).find((stage) => !stage.archived);

/** A stage's name in a language: the agency's translation, else its name. */
export function stageNameIn(stage: Pick<Stage, 'name' | 'names'>): LocalText {
  return { en: stage.name, ...stage.names };
}

/** `POST /api/application/setStage/{id}`: the stage, the day it was reached (today when left out; never a later day) and a note for the desk. */
export const StageMoveSchema = z.object({
  stage: z.string({ error: M.stageUnknown }).trim().min(1, M.stageUnknown).max(40, M.stageUnknown),
  on: z.string({ error: M.stageDay }).trim().refine((v) => isCalendarDate(v) && v >= '1900-01-01', M.stageDay).optional(),
  note: z.string({ error: M.stageNote }).trim().max(STAGE_NOTE_MAX, M.stageNote).default(''),
}, { error: M.move });
export type StageMove = z.input<typeof StageMoveSchema>;

/** `POST /api/application/bulkStage`: one move for 1 to 100 ticked applications, each moved on its own. */
export const BulkStageRequestSchema = StageMoveSchema.extend({
  ids: z.array(z.string({ error: COMMON_MESSAGES.invalidId }).regex(ID_PATTERN, COMMON_MESSAGES.invalidId), { error: COMMON_MESSAGES.invalidId })
    .min(1, COMMON_MESSAGES.invalidId).max(MAX_PAGE_SIZE, COMMON_MESSAGES.invalidId)
    .transform((ids) => [...new Set(ids)]),
});
export type BulkStageRequest = z.input<typeof BulkStageRequestSchema>;

export const BulkStageResponseSchema = answerObject({
  stage: answerText(),
  changed: answerList(answerText()),
  failed: answerList(answerObject({ _id: answerText(), message: answerText() })),
});
export type BulkStageResponse = z.infer<typeof BulkStageResponseSchema>;

/** One move as the desk reads it: the stage, its name now, the day, who and why. */
export const StageEventSchema = answerObject({
  stage: answerText(),
  name: answerText(),
  on: answerText(),
  by: answerText(),
  note: answerText(),
});
export type StageEvent = z.infer<typeof StageEventSchema>;

/**
 * Where an application stands, for the desk: its stage ('' before it was on the journey), since
 * when, due when ('' for a stage with no set time), whether it is overdue in the agency's time zone,
 * every move oldest first, and the timeline its applicant reads.
 */
export const JourneySchema = answerObject({
  stage: answerText(),
  since: answerText(),
  due: answerText(),
  overdue: answerFlag(),
  events: answerList(StageEventSchema),
  timeline: answerList(JourneyStepSchema),
});
export type Journey = z.infer<typeof JourneySchema>;

/** The due day of a stage entered on `since`: `since` plus its days; '' for a stage without set time. */
export function dueOf(since: string, days: number): string {
  return !since || days <= 0 ? '' : addDays(since, days);
}

/**
 * The applicant's timeline: the visible stages of the application's list in order (an archived one
 * only when it is the current one), each done on the day the worker last went past it, the current one
 * marked, the rest to come. A move back undoes what lies beyond it.
 */
export function timelineOf(list: readonly Stage[], events: readonly { stage: string; on: string }[], current: string): JourneyStep[] {
  const position = new Map(list.map((stage, index) => [stage.id, index]));
  const passed = new Map<string, string>();
  for (const event of events) {
    const at = position.get(event.stage);
    if (at === undefined) continue;
    list.forEach((stage, index) => {
      if (index < at) {
        if (!passed.has(stage.id)) passed.set(stage.id, event.on);
      } else passed.delete(stage.id);
    });
  }
  const here = position.get(current) ?? -1;
  return list
    .filter((stage) => stage.visible && (!stage.archived || stage.id === current))
    .map((stage) => {
      const index = position.get(stage.id) as number;
      return {
        name: stage.name,
        names: { ...stage.names },
        done: index < here ? (passed.get(stage.id) ?? null) : null,
        current: stage.id === current,
      };
    });
}

/** `GET fetchApplication/{id}` and a move's answer: the staff's record with where it stands on the journey. */
export const ApplicationWithJourneySchema = /* @__PURE__ */ ApplicationSchema.extend({ journey: JourneySchema });
export type ApplicationWithJourney = z.infer<typeof ApplicationWithJourneySchema>;
