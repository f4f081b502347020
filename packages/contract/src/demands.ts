import { z } from 'zod';
import { answerCount, answerList, answerMap, answerObject, answerText } from './answers.ts';
import { isCalendarDate, normalisePhone, pageNumber } from './applications.ts';
import { normaliseCountry } from './country-lookup.ts';
import { isListedCountry } from './countries.ts';
import { latinDigits } from './digits.ts';
import { DEMAND_MESSAGES as M } from './demand-messages.ts';
import { ID_PATTERN } from './ids.ts';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './limits.ts';
import { AMOUNT_MAX, CURRENCY_PATTERN } from './money.ts';
import { COMMON_MESSAGES } from './messages.ts';

/**
 * Demand letters and the vacancies they open (ADR 052): an employer abroad asks for workers, by
 * position, and the agency recruits against each position's quota. Amounts in the currency's
 * smallest unit, days `YYYY-MM-DD`.
 */
export const DEMAND_STATES = ['draft', 'open', 'filled', 'closed'] as const;
export type DemandState = (typeof DEMAND_STATES)[number];

export const DEMAND_SORTS = ['-createdAt', 'createdAt', 'closes', '-closes', 'employer', '-employer'] as const;
export type DemandSort = (typeof DEMAND_SORTS)[number];

export const EMPLOYER_NAME_MAX = 120;
export const EMPLOYER_CITY_MAX = 80;
export const POSITIONS_MAX = 20;
export const POSITION_TITLE_MAX = 80;
export const QUOTA_MAX = 10_000;
export const HOURS_MAX = 60;
export const TERMS_MAX = 100;
export const CONTRACT_YEARS_MAX = 10;
export const SKILLS_MAX = 500;
export const APPROVAL_NO_MAX = 60;
export const INTERVIEW_PLACE_MAX = 200;
export const CALLBACK_NAME_MAX = 60;

/** What the employer pays for: `yes`, `no`, the agency's own words ("300 QAR allowance"), or '' when not known. */
export type Terms = string;
const terms = z.string({ error: M.terms }).trim().max(TERMS_MAX, M.terms).default('')
  .transform((value) => (/^(yes|no)$/i.test(value) ? value.toLowerCase() : value));
/** Without a default: an update that leaves it out keeps what is saved. */
const boundedText = (max: number, message: string) => z.string({ error: message }).trim().max(max, message);
const optionalText = (max: number, message: string) => boundedText(max, message).default('');
const day = (message: string) => z.string({ error: message }).trim().refine((v) => v === '' || (isCalendarDate(v) && v >= '2000-01-01'), message);
const optionalDay = (message: string) => day(message).default('');
const wholeNumber = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);

export const PositionInputSchema = z.object({
  /** A position kept from the demand as saved; a new one has none and is given one. */
  _id: z.string({ error: M.positionId }).regex(ID_PATTERN, M.positionId).optional(),
  title: z.string({ error: M.positionTitle }).trim().min(1, M.positionTitle).max(POSITION_TITLE_MAX, M.positionTitle),
  quota: wholeNumber(1, QUOTA_MAX, M.quota),
  salary: z.object({
    amount: wholeNumber(1, AMOUNT_MAX, M.salary),
    currency: z.string({ error: M.salary }).trim().transform((code) => code.toUpperCase()).refine((code) => CURRENCY_PATTERN.test(code), M.salary),
  }, { error: M.salary }),
  hours: optionalText(HOURS_MAX, M.hours),
  food: terms,
  accommodation: terms,
  ticket: terms,
  contractYears: wholeNumber(1, CONTRACT_YEARS_MAX, M.contractYears),
  skills: optionalText(SKILLS_MAX, M.skills),
}, { error: M.positions });
export type PositionInput = z.input<typeof PositionInputSchema>;

const employer = z.object({
  name: z.string({ error: M.employerName }).trim().min(1, M.employerName).max(EMPLOYER_NAME_MAX, M.employerName),
  /** Read as a nationality is ("QA", "qatar", "कतार"), kept as the list's English name. */
  country: z.string({ error: M.employerCountry }).trim().max(100, M.employerCountry).transform(normaliseCountry).refine(isListedCountry, M.employerCountry),
  city: optionalText(EMPLOYER_CITY_MAX, M.employerCity),
}, { error: M.employerName });

const demandShape = {
  employer,
  positions: z.array(PositionInputSchema, { error: M.positions }).min(1, M.positions).max(POSITIONS_MAX, M.positions),
  approvalNo: optionalText(APPROVAL_NO_MAX, M.approvalNo),
  approvalDate: optionalDay(M.approvalDate),
  interview: z.object({ date: optionalDay(M.interviewDate), place: optionalText(INTERVIEW_PLACE_MAX, M.interviewPlace) }, { error: M.interviewDate }).default({ date: '', place: '' }),
  closes: z.string({ error: M.closes }).trim().refine((v) => isCalendarDate(v) && v >= '2000-01-01', M.closes),
  state: z.enum(DEMAND_STATES, { error: M.state }).default('draft'),
};

/** `POST /api/demand/add`. */
export const DemandInputSchema = z.object(demandShape, { error: M.demand });
export type DemandInput = z.input<typeof DemandInputSchema>;
export type DemandRequest = z.infer<typeof DemandInputSchema>;

/** `PUT /api/demand/update/{id}`: what it names replaces what is saved; what it leaves out is kept (closing sends `{ state }`). */
export const DemandUpdateSchema = z.object({
  employer: employer.optional(),
  positions: demandShape.positions.optional(),
  approvalNo: boundedText(APPROVAL_NO_MAX, M.approvalNo).optional(),
  approvalDate: day(M.approvalDate).optional(),
  interview: z.object({ date: optionalDay(M.interviewDate), place: optionalText(INTERVIEW_PLACE_MAX, M.interviewPlace) }, { error: M.interviewDate }).optional(),
  closes: demandShape.closes.optional(),
  state: z.enum(DEMAND_STATES, { error: M.state }).optional(),
}, { error: M.demand });
// The employer's parts are replaced together: an update naming `employer` names its name and country (its city defaults to '').
export type DemandUpdate = z.input<typeof DemandUpdateSchema>;

export const DemandListQuerySchema = z.object({
  page: pageNumber.default(1),
  limit: z.coerce.number({ error: M.listQuery }).int(M.listQuery).min(1, M.listQuery).max(MAX_PAGE_SIZE, M.listQuery).default(PAGE_SIZE),
  state: z.enum(['', ...DEMAND_STATES], { error: M.listQuery }).default(''),
  /** Read as the form saves it, matched whole. */
  country: z.string({ error: M.listQuery }).trim().max(100, M.listQuery).default('').transform(normaliseCountry)
    .refine((v) => v === '' || isListedCountry(v), M.listQuery),
  /** In the employer's name or city, a position's title, or the pre-approval number. */
  search: z.string({ error: M.listQuery }).trim().max(100, M.listQuery).default(''),
  sort: z.enum(DEMAND_SORTS, { error: M.listQuery }).default('-createdAt'),
}, { error: COMMON_MESSAGES.formExpected });
export type DemandListQuery = z.input<typeof DemandListQuerySchema>;
export type DemandFilters = Omit<z.infer<typeof DemandListQuerySchema>, 'page' | 'limit'>;
export const DemandExportQuerySchema = DemandListQuerySchema.omit({ page: true, limit: true });

export const PositionSchema = answerObject({
  _id: answerText(),
  title: answerText(),
  quota: answerCount(),
  salary: answerObject({ amount: answerCount(), currency: answerText() }),
  hours: answerText(),
  food: answerText(),
  accommodation: answerText(),
  ticket: answerText(),
  contractYears: answerCount(),
  skills: answerText(),
});
export type Position = z.infer<typeof PositionSchema>;

/** The workers recruited for a position: how many, by status and by stage (its id; '' before the journey). */
export const LinkedSchema = answerObject({
  total: answerCount(),
  byStatus: answerMap(answerCount()),
  byStage: answerMap(answerCount()),
});
export type Linked = z.infer<typeof LinkedSchema>;

export const DemandSchema = answerObject({
  _id: answerText(),
  employer: answerObject({ name: answerText(), country: answerText(), city: answerText() }),
  positions: answerList(PositionSchema),
  approvalNo: answerText(),
  approvalDate: answerText(),
  interview: answerObject({ date: answerText(), place: answerText() }),
  closes: answerText(),
  state: z.enum(DEMAND_STATES, { error: COMMON_MESSAGES.unreadableAnswer }),
  /** For staff: the applications linked to each position, by the position's id. */
  linked: answerMap(LinkedSchema),
  /** Call-back requests not yet turned into an application. */
  enquiries: answerCount(),
  createdAt: answerText(),
  updatedAt: answerText(),
});
export type Demand = z.infer<typeof DemandSchema>;

export const DemandListSchema = answerObject({
  demands: answerList(DemandSchema),
  totalDemands: answerCount(),
  totalPages: answerCount(),
  currentPage: answerCount(),
});
export type DemandList = z.infer<typeof DemandListSchema>;

/** Workers linked beyond a position's quota. */
export const overQuota = (position: Pick<Position, '_id' | 'quota'>, linked: Readonly<Record<string, Linked>>): number =>
  Math.max(0, (linked[position._id]?.total ?? 0) - position.quota);

/** "Call me back" on `/jobs/<id>`: a name, a phone and the position. */
export const CallbackInputSchema = z.object({
  name: z.string({ error: M.callbackName }).trim().min(1, M.callbackName).max(CALLBACK_NAME_MAX, M.callbackName),
  phone: z.string({ error: M.callbackPhone }).transform((value) => normalisePhone(latinDigits(value))).pipe(z.string({ error: M.callbackPhone }).regex(/^\+?\d{6,20}$/, M.callbackPhone)),
  position: z.string({ error: M.callbackPosition }).regex(ID_PATTERN, M.callbackPosition),
}, { error: M.callbackName });
export type CallbackInput = z.input<typeof CallbackInputSchema>;

export const CallbackSchema = answerObject({
  _id: answerText(),
  demand: answerText(),
  position: answerText(),
  /** The position's title and the employer's name and country, as the demand has them now. */
  positionTitle: answerText(),
  employer: answerText(),
  country: answerText(),
  name: answerText(),
  phone: answerText(),
  /** The page's language the worker wrote from. */
  language: answerText(),
  /** The application it was turned into, '' before. */
  application: answerText(),
  createdAt: answerText(),
});
export type Callback = z.infer<typeof CallbackSchema>;

export const CallbackListQuerySchema = z.object({
  page: pageNumber.default(1),
  demand: z.string({ error: COMMON_MESSAGES.invalidId }).default('').refine((v) => v === '' || ID_PATTERN.test(v), COMMON_MESSAGES.invalidId),
  /** `open` (not yet turned into an application, the default), `done`, or '' for all. */
  state: z.enum(['open', 'done', ''], { error: M.listQuery }).default('open'),
}, { error: COMMON_MESSAGES.formExpected });
export type CallbackListQuery = z.input<typeof CallbackListQuerySchema>;

export const CallbackListSchema = answerObject({
  enquiries: answerList(CallbackSchema),
  total: answerCount(),
  totalPages: answerCount(),
  currentPage: answerCount(),
});
export type CallbackList = z.infer<typeof CallbackListSchema>;

/** Marking a call-back request as turned into an application. */
export const CallbackDoneSchema = z.object({
  application: z.string({ error: COMMON_MESSAGES.invalidId }).regex(ID_PATTERN, COMMON_MESSAGES.invalidId),
}, { error: COMMON_MESSAGES.invalidId });

/** An open position as the public pages show it, with its demand. */
export interface Vacancy {
  demand: string;
  position: Position;
  employer: { name: string; country: string; city: string };
  closes: string;
  createdAt: string;
}

/** A page of call-backs. */
export const CALLBACKS_PAGE_SIZE = 20;
/** Positions the home page shows at most, newest first ("See all jobs" beyond). */
export const HOME_VACANCIES = 6;
/** A demand's positions and what is published of it: only an open demand whose closing day has not passed. */
export const isPublished = (demand: { state: DemandState; closes: string }, today: string): boolean => demand.state === 'open' && demand.closes >= today;
