/** Demand letters, their positions, and the call-back requests workers leave on the public pages (ADR 052). */
import { sql } from 'drizzle-orm';
import type { DemandState, Language } from '@visadesk/contract';
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns.ts';

/** A position as stored in its demand's `positions` (the answer's shape, amounts in minor units). */
export interface StoredPosition {
  _id: string;
  title: string;
  quota: number;
  salary: { amount: number; currency: string };
  hours: string;
  food: string;
  accommodation: string;
  ticket: string;
  contractYears: number;
  skills: string;
}

/**
 * An employer's demand letter. Its positions are one JSON list (read and written whole, at most 20):
 * each keeps its id, which applications name in their `position`. Days are `YYYY-MM-DD`, '' when not
 * known; the employer's country is the country list's English name, as an application's destination.
 */
export const demands = pgTable(
  'demands',
  {
    id: text('id').primaryKey(),
    employerName: text('employer_name').notNull(),
    employerCountry: text('employer_country').notNull(),
    employerCity: text('employer_city').notNull().default(''),
    positions: jsonb('positions').$type<StoredPosition[]>().notNull(),
    approvalNo: text('approval_no').notNull().default(''),
    approvalDate: text('approval_date').notNull().default(''),
    interviewDate: text('interview_date').notNull().default(''),
    interviewPlace: text('interview_place').notNull().default(''),
    closes: text('closes').notNull(),
    state: text('state').$type<DemandState>().notNull().default('draft'),
    /** Lower-cased employer, city, titles and pre-approval number: what the list's search reads. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('demands_state_idx').on(t.state, t.closes, t.createdAt),
    index('demands_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('demands_state', sql`${t.state} in ('draft', 'open', 'filled', 'closed')`),
  ],
);

/**
 * "Call me back" on a vacancy's page: never shown publicly; deleted with its demand. `application`
 * is the application staff turned it into ('' before).
 */
export const demandCallbacks = pgTable(
  'demand_callbacks',
  {
    id: text('id').primaryKey(),
    demandId: text('demand_id').notNull().references(() => demands.id, { onDelete: 'cascade' }),
    positionId: text('position_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    language: text('language').$type<Language>().notNull().default('en'),
    application: text('application').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('demand_callbacks_demand_idx').on(t.demandId, t.createdAt), index('demand_callbacks_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

