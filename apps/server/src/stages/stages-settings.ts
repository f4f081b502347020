import { eq, sql } from 'drizzle-orm';
import {
  countryOfListKey,
  DEFAULT_STAGE_NAMES,
  DEFAULT_STAGES_SETTINGS,
  isListedCountry,
  isStageDocument,
  STAGE_MESSAGES as M,
  stagesFor,
  type Stage,
  type StagesAnswer,
  type StagesSettings,
  type StagesUpdate,
} from '@visadesk/contract';
import type { Database, Tx } from '../db/client.ts';
import { applications, settings } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { recordStaffActivity, type StaffActor } from '../activity/staff-activity.ts';
import { readSettings } from '../settings/settings.ts';
import { writtenVersions } from '@visadesk/contract';

/** The stages are a setting of their own (`PUT /api/settings/stages`), kept beside the others. */
const STAGES_KEY = 'stages';

/** What is kept, read as the current release reads it: a row a later release wrote differently falls back to the defaults. */
function readStored(value: unknown): StagesSettings {
  const stored = value as Partial<StagesSettings> | null | undefined;
  if (!stored || !Array.isArray(stored.stages) || stored.stages.length === 0) return DEFAULT_STAGES_SETTINGS;
  const stages = stored.stages.filter((stage): stage is Stage => typeof stage?.id === 'string' && typeof stage.name === 'string')
    .map((stage) => ({
      id: stage.id, name: stage.name, names: stage.names ?? {}, days: Number(stage.days) || 0, visible: stage.visible !== false,
      email: stage.email === true, documents: Array.isArray(stage.documents) ? stage.documents : [], archived: stage.archived === true,
      inDefault: stage.inDefault !== false,
    }));
  const byCountry = typeof stored.byCountry === 'object' && stored.byCountry !== null ? stored.byCountry : {};
  return { stages, byCountry };
}

/** The stages as kept, the shipped list until the super admin saves one; in a transaction too. */
export async function readStages(db: Database | Tx): Promise<StagesSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, STAGES_KEY));
  return readStored(row?.value);
}

/** How many applications are in each stage now (an index-only count on applications_stage_idx). */
export async function applicationsByStage(db: Database | Tx): Promise<Record<string, number>> {
  const result = await db.execute(sql`select ${applications.stage} as stage, count(*)::int as n from ${applications} where ${applications.stage} <> '' group by 1`);
  const rows = (result as unknown as { rows: { stage: string; n: number }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.stage, row.n]));
}

/**
 * Workers whose list (their destination's, else the default) would no longer hold the stage they are
 * in: their timeline would lose its place and no move could name it. The first such group, if any.
 */
async function leftOutByList(tx: Tx, before: StagesSettings, after: StagesSettings): Promise<{ destination: string; stage: string; n: number } | undefined> {
  const result = await tx.execute(sql`select ${applications.destination} as destination, ${applications.stage} as stage, count(*)::int as n
    from ${applications} where ${applications.stage} <> '' group by 1, 2`);
  const rows = (result as unknown as { rows: { destination: string; stage: string; n: number }[] }).rows;
  const holds = (settings: StagesSettings, destination: string, stage: string) => stagesFor(settings, destination).some((candidate) => candidate.id === stage);
  return rows.find((row) => holds(before, row.destination, row.stage) && !holds(after, row.destination, row.stage));
}

const refuse = (message: string, field: string): never => {
  throw new HttpError(400, message, { errors: { [field]: message } });
};

/**
 * A save as it will be kept: `email` following `visible` when left out, `names` and `archived`
 * kept from the stage of the same id (the shipped translations for a shipped stage), only a visible
 * stage emailing. The lists by country are keyed by the country as a destination is saved.
 */
function settle(update: StagesUpdate, before: StagesSettings, checklist: readonly string[]): StagesSettings {
  const previous = new Map(before.stages.map((stage) => [stage.id, stage]));
  const stages: Stage[] = update.stages.map((input, index) => {
    const had = previous.get(input.id);
    for (const document of input.documents) if (!isStageDocument(document, checklist)) refuse(M.stageDocument(document), `stages.${index}.documents`);
    const names = input.names ?? had?.names ?? DEFAULT_STAGE_NAMES[input.id] ?? {};
    return {
      id: input.id,
      name: input.name,
      names: Object.fromEntries(Object.entries(writtenVersions({ en: input.name, ...names })).filter(([language]) => language !== 'en')),
      days: input.days,
      visible: input.visible,
      email: input.visible && (input.email ?? true),
      // A slot by its key, a label as the checklist spells it.
      documents: [...new Set(input.documents.map((document) => checklist.find((label) => label.toLowerCase() === document.toLowerCase()) ?? document))],
      archived: input.archived ?? had?.archived ?? false,
      inDefault: input.inDefault ?? had?.inDefault ?? true,
    };
  });
  if (!stages.some((stage) => stage.inDefault && !stage.archived)) refuse(M.noStageInUse, 'stages');
  const ids = new Set(stages.map((stage) => stage.id));
  const byCountry: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(update.byCountry)) {
    const country = countryOfListKey(key);
    if (!isListedCountry(country) || country in byCountry) refuse(M.byCountryCountry(key), `byCountry.${key}`);
    const usable = list.every((id) => ids.has(id)) && new Set(list).size === list.length && list.some((id) => !stages.find((stage) => stage.id === id)?.archived);
    if (!usable) refuse(M.byCountryStage(country), `byCountry.${key}`);
    byCountry[country] = list;
  }
  return { stages, byCountry };
}

/** The agency's stages (ADR 049): read by any staff member, saved by the super admin. */
export class StagesService {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async get(): Promise<StagesAnswer> {
    const [kept, counts] = await Promise.all([readStages(this.db), applicationsByStage(this.db)]);
    return { ...kept, applications: counts };
  }

  /**
   * Saves the stages. A stage left out that applications are in is refused, saying how many; a
   * stage whose days changed moves the due day of the applications in it, in the same transaction.
   */
  async put(update: StagesUpdate, actor: StaffActor): Promise<StagesAnswer> {
    await this.db.transaction(async (tx) => {
      // One save at a time: the check of what is in use and the write see the same applications.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('visadesk.stages'))`);
      const before = await readStages(tx);
      const { documentLabels } = await readSettings(tx);
      const value = settle(update, before, documentLabels.map((label) => label.en));
      const kept = new Set(value.stages.map((stage) => stage.id));
      const counts = await applicationsByStage(tx);
      for (const stage of before.stages) {
        const count = counts[stage.id] ?? 0;
        if (!kept.has(stage.id) && count > 0) {
          const message = M.stageInUse(count.toLocaleString('en'));
          throw new HttpError(409, message, { errors: { [`removed.${stage.id}`]: message } });
        }
      }
      const stranded = await leftOutByList(tx, before, value);
      if (stranded) {
        const own = stranded.destination && value.byCountry[stranded.destination]?.length;
        const message = M.stageLeftOut(stranded.n.toLocaleString('en'));
        throw new HttpError(409, message, { errors: { [own ? `byCountry.${stranded.destination}` : 'stages']: message } });
      }
      await tx.insert(settings).values({ key: STAGES_KEY, value }).onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
      const daysBefore = new Map(before.stages.map((stage) => [stage.id, stage.days]));
      for (const stage of value.stages) {
        if (daysBefore.get(stage.id) === stage.days || !counts[stage.id]) continue;
        await tx.execute(sql`update ${applications} set stage_due = case when ${stage.days} > 0 and stage_since <> ''
          then to_char(stage_since::date + ${stage.days}::int, 'YYYY-MM-DD') else '' end where stage = ${stage.id}`);
      }
      if (JSON.stringify(before) !== JSON.stringify(value)) await recordStaffActivity(tx, actor, 'settings', `Settings saved: stages (${changeSummary(before, value)})`);
    });
    return this.get();
  }
}

/** What a save changed, in the activity log's words: stages added, removed, archived, and whether the rest changed. */
function changeSummary(before: StagesSettings, after: StagesSettings): string {
  const had = new Map(before.stages.map((stage) => [stage.id, stage]));
  const has = new Set(after.stages.map((stage) => stage.id));
  const added = after.stages.filter((stage) => !had.has(stage.id)).map((stage) => `added ${stage.name}`);
  const removed = before.stages.filter((stage) => !has.has(stage.id)).map((stage) => `deleted ${stage.name}`);
  const archived = after.stages.filter((stage) => stage.archived && had.get(stage.id)?.archived === false).map((stage) => `archived ${stage.name}`);
  const parts = [...added, ...removed, ...archived];
  return parts.length ? parts.join(', ') : 'edited';
}
