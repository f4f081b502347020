import { DEFAULT_STAGES, type StagesAnswer } from '@visadesk/contract';

/**
 * The agency's stages as Settings answers them (ADR 049): the shipped list with the advert archived,
 * Malaysia's own shorter list, and how many applications are in each stage now.
 */
export const STAGES: StagesAnswer = {
  stages: DEFAULT_STAGES.map((stage) => ({ ...stage, archived: stage.id === 'advert' })),
  byCountry: { Malaysia: ['demand', 'interview', 'medical', 'visa', 'departure'] },
  applications: { demand: 1, interview: 2, medical: 23, visa: 0 },
};

/** A calendar day `days` before today on this computer's calendar, as YYYY-MM-DD (the desk counts days in a stage from it). */
export function daysAgo(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() - days);
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(day);
}
