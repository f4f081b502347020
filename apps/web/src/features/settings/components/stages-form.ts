import {
  countryOfListKey,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  STAGE_MESSAGES as M,
  StageIdSchema,
  StageInputSchema,
  STAGES_MAX,
  type Language,
  type StagesAnswer,
  type StagesUpdate,
} from '@visadesk/contract';
import { z } from 'zod';

/** The languages a stage's name is translated into: every one of the site's but English. */
export const OTHER_LANGUAGES = LANGUAGES.filter(({ code }) => code !== DEFAULT_LANGUAGE) as readonly { code: Exclude<Language, 'en'>; name: string; dir: 'ltr' | 'rtl' }[];

/**
 * The stages editor's form: each stage with every one of its fields (the contract's rules and
 * messages), and the lists by destination as a list of `{ country, stages }` so that they can be
 * added, removed and reordered like the stages.
 */
export const StagesFormSchema = z
  .object({
    stages: z
      .array(StageInputSchema.required(), { error: M.stages })
      .min(1, M.stages)
      .max(STAGES_MAX, M.stages)
      .refine((stages) => new Set(stages.map((stage) => stage.id)).size === stages.length, M.stageIdTwice),
    countries: z.array(z.object({ country: z.string(), stages: z.array(StageIdSchema) })),
  })
  .superRefine(({ stages, countries }, context) => {
    if (!stages.some((stage) => stage.inDefault && !stage.archived)) context.addIssue({ code: 'custom', path: ['stages'], message: M.noStageInUse });
    countries.forEach(({ country, stages: ids }, index) => {
      if (!ids.some((id) => stages.some((stage) => stage.id === id && !stage.archived))) {
        context.addIssue({ code: 'custom', path: ['countries', index, 'stages'], message: M.byCountryStage(country) });
      }
    });
  });

export type StagesFormValues = z.input<typeof StagesFormSchema>;
export type StageValues = StagesFormValues['stages'][number];
export type CountryListValues = StagesFormValues['countries'][number];

/** The saved stages as the form holds them: every translation an input (empty where the agency gave none). */
export function formValuesOf(answer: StagesAnswer): StagesFormValues {
  return {
    stages: answer.stages.map(({ id, name, names, days, visible, email, documents, archived, inDefault }) => ({
      id,
      name,
      names: Object.fromEntries(OTHER_LANGUAGES.map(({ code }) => [code, names[code] ?? ''])),
      days,
      visible,
      email,
      documents: [...documents],
      archived,
      inDefault,
    })),
    countries: Object.entries(answer.byCountry).map(([country, stages]) => ({ country, stages: [...stages] })),
  };
}

/**
 * What `PUT /api/settings/stages` takes: an empty translation is left out (the applicant reads the
 * English), and only a stage the applicant sees emails them.
 */
export function updateOf({ stages, countries }: z.output<typeof StagesFormSchema>): StagesUpdate {
  return {
    stages: stages.map((stage) => ({
      ...stage,
      names: Object.fromEntries(Object.entries(stage.names).filter(([, name]) => name)),
      email: stage.visible && stage.email,
    })),
    byCountry: Object.fromEntries(countries.map(({ country, stages: ids }) => [country, ids])),
  };
}

/**
 * The server's field messages on the form's fields: `stages.3.name` is the fourth stage's name as
 * it is; `byCountry.Malaysia` is the Malaysia list's stages; a message about the lists as a whole
 * goes under them.
 */
export function formErrorsOf(errors: Record<string, string>, countries: readonly CountryListValues[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => {
      if (key !== 'byCountry' && !key.startsWith('byCountry.')) return [key, message];
      const named = key.slice('byCountry.'.length);
      const index = countries.findIndex(({ country }) => country === named || country === countryOfListKey(named));
      return [index < 0 ? 'countries' : `countries.${index}.stages`, message];
    }),
  );
}

const ID_MAX = 40;

/**
 * A new stage's id, made from its name: lower-case Latin letters and digits joined by dashes
 * (accents dropped), `stage` when the name has none, and a number added when the id is taken.
 */
export function stageIdFrom(name: string, taken: ReadonlySet<string>): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, ID_MAX)
    .replace(/^-+|-+$/g, '') || 'stage';
  if (!taken.has(base)) return base;
  for (let number = 2; ; number += 1) {
    const suffix = `-${number}`;
    const id = `${base.slice(0, ID_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(id)) return id;
  }
}

/** A stage added by the super admin: seen by the applicant, emailing them, in the default list, a week long. */
export function newStage(id: string): StageValues {
  return {
    id,
    name: '',
    names: Object.fromEntries(OTHER_LANGUAGES.map(({ code }) => [code, ''])),
    days: 7,
    visible: true,
    email: true,
    documents: [],
    archived: false,
    inDefault: true,
  };
}
