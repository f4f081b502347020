import { z } from 'zod';
import { answerCount, answerFlag, answerList, answerMap, answerObject, answerText } from './answers.ts';
import { isCalendarDate } from './calendar-days.ts';
import { normaliseCountry } from './country-lookup.ts';
import { isListedCountry } from './countries.ts';
import { LEDGER_MESSAGES as M } from './ledger-messages.ts';
import { localText } from './local-text-schema.ts';
import { AMOUNT_MAX, CURRENCY_PATTERN } from './money.ts';
import { STATUS_REASON_MAX } from './limits.ts';
import { ID_PATTERN, IdSchema } from './ids.ts';
import { COMMON_MESSAGES } from './messages.ts';

/**
 * The ledger of an application (ADR 051): charges, payments, refunds and the reversals that correct
 * them, never edited or deleted; the balance per currency computed from them.
 */
export const LEDGER_KINDS = ['charge', 'payment', 'refund', 'reversal'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** What staff record; a reversal is made by `POST …/{entryId}/reverse`. */
export const RECORDED_KINDS = ['charge', 'payment', 'refund'] as const;
export type RecordedKind = (typeof RECORDED_KINDS)[number];

/** How money changed hands: cash, a bank transfer, or a wallet such as eSewa, Khalti or bKash (with its transaction id). */
export const PAYMENT_METHODS = ['cash', 'bank', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const FEE_LABEL_MAX = 60;
export const FEE_LABELS_MAX = 30;
export const REFERENCE_MAX = 100;
export const REVERSAL_REASON_MAX = STATUS_REASON_MAX;

const currency = z.string({ error: M.currency }).trim().transform((code) => code.toUpperCase()).refine((code) => CURRENCY_PATTERN.test(code), M.currency);
const amount = (message: string) => z.number({ error: message }).int(message).min(1, message).max(AMOUNT_MAX, message);

export const LedgerEntryInputSchema = z.object({
  kind: z.enum(RECORDED_KINDS, { error: M.kind }),
  label: z.string({ error: M.label }).trim().min(1, M.label).max(FEE_LABEL_MAX, M.label),
  amount: amount(M.amount),
  currency,
  method: z.enum(PAYMENT_METHODS, { error: M.method }).optional(),
  reference: z.string({ error: M.reference }).trim().max(REFERENCE_MAX, M.reference).default(''),
  on: z.string({ error: M.day }).trim().refine((v) => isCalendarDate(v) && v >= '2000-01-01', M.day).optional(),
  /** Staff confirm a service fee that takes the total above the destination's legal cap (a 409 names the excess first). */
  confirm: z.boolean({ error: M.confirm }).default(false),
}, { error: M.entry }).superRefine((entry, context) => {
  if (entry.kind !== 'charge' && !entry.method) context.addIssue({ code: 'custom', path: ['method'], message: M.method });
  if (entry.kind !== 'charge' && entry.method !== 'cash' && entry.method && !entry.reference) context.addIssue({ code: 'custom', path: ['reference'], message: M.referenceNeeded });
});
export type LedgerEntryInput = z.input<typeof LedgerEntryInputSchema>;
export type LedgerEntryRequest = z.infer<typeof LedgerEntryInputSchema>;

export const ReverseEntrySchema = z.object({
  reason: z.string({ error: M.reason }).trim().min(1, M.reason).max(REVERSAL_REASON_MAX, M.reason),
}, { error: M.reason });
export type ReverseEntry = z.infer<typeof ReverseEntrySchema>;

export const EntryParamsSchema = z.object({
  id: IdSchema,
  entryId: z.string({ error: M.entryNotFound }).regex(ID_PATTERN, M.entryNotFound),
}, { error: COMMON_MESSAGES.invalidId });

export const LedgerEntrySchema = answerObject({
  _id: answerText(),
  kind: z.enum(LEDGER_KINDS, { error: M.kind }),
  label: answerText(),
  amount: answerCount(),
  currency: answerText(),
  method: z.enum(PAYMENT_METHODS, { error: M.method }).optional(),
  reference: answerText().optional(),
  /** The day the money changed hands (YYYY-MM-DD). */
  on: answerText(),
  /** Who recorded it. */
  by: answerText(),
  /** A payment's receipt number (`2026-000001`). */
  receiptNo: answerText().optional(),
  /** A reversal's: the entry it reverses, and why. */
  reverses: answerText().optional(),
  reason: answerText().optional(),
  /** When it was recorded (ISO 8601). */
  at: answerText(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

export const FeeCapSchema = answerObject({ country: answerText(), amount: answerCount(), currency: answerText() });

/** The service fee against the destination's cap: charged and paid in the cap's currency, net of refunds and reversals. */
export const ServiceFeeSchema = answerObject({
  cap: FeeCapSchema,
  charged: answerCount(),
  paid: answerCount(),
  over: answerFlag(),
});
export type ServiceFee = z.infer<typeof ServiceFeeSchema>;

export const LedgerSchema = answerObject({
  entries: answerList(LedgerEntrySchema),
  /** Per currency, what the worker owes (positive) or is owed (negative): charges less payments, plus refunds. */
  balance: answerMap(z.number({ error: M.amount })),
  /** Null when the worker's destination has no cap. */
  serviceFee: ServiceFeeSchema.nullable(),
});
export type Ledger = z.infer<typeof LedgerSchema>;

/** A refusal above the cap: the cap, the total the entry would make and how far above it. */
export const OverCapAnswerSchema = answerObject({
  message: answerText(),
  cap: FeeCapSchema,
  total: answerCount(),
  excess: answerCount(),
});

const names = answerObject({ fr: answerText().optional(), hi: answerText().optional(), bn: answerText().optional(), ne: answerText().optional(), ur: answerText().optional() });

/**
 * What the worker reads on their copy: charges, payments and refunds (a reversed one marked, the
 * reversal itself left out), never staff names or references, each payment with a link to its receipt.
 */
export const ApplicantPaymentsSchema = answerObject({
  entries: answerList(answerObject({
    kind: z.enum(RECORDED_KINDS, { error: M.kind }),
    label: answerText(),
    names,
    amount: answerCount(),
    currency: answerText(),
    on: answerText(),
    receiptNo: answerText(),
    /** The printable receipt (a signed link that lapses, like the copy's documents); '' for a charge or refund. */
    receipt: answerText(),
    reversed: answerFlag(),
  })),
  balance: answerMap(z.number({ error: M.amount })),
  /** The legal cap of the worker's destination, and the service fee they have paid against it. */
  cap: answerObject({ country: answerText(), code: answerText(), names, amount: answerCount(), currency: answerText(), paid: answerCount() }).optional(),
});
export type ApplicantPayments = z.infer<typeof ApplicantPaymentsSchema>;

const capInput = z.object({
  country: z.string({ error: M.cap }).trim().min(1, M.cap).transform(normaliseCountry),
  amount: amount(M.cap),
  currency,
}, { error: M.cap });

export const FeesUpdateSchema = z.object({
  currency,
  labels: z.array(localText(FEE_LABEL_MAX, M.feeLabels, true), { error: M.feeLabels }).min(1, M.feeLabels).max(FEE_LABELS_MAX, M.feeLabels)
    .refine((labels) => new Set(labels.map((label) => label.en.toLowerCase())).size === labels.length, M.feeLabels),
  serviceFee: z.string({ error: M.serviceFeeLabel }).trim().min(1, M.serviceFeeLabel),
  caps: z.array(capInput, { error: M.cap }).max(250, M.cap).default([]),
}, { error: M.fees }).superRefine((fees, context) => {
  if (!fees.labels.some((label) => label.en.toLowerCase() === fees.serviceFee.toLowerCase())) context.addIssue({ code: 'custom', path: ['serviceFee'], message: M.serviceFeeLabel });
  const seen = new Set<string>();
  fees.caps.forEach((cap, index) => {
    if (!isListedCountry(cap.country) || seen.has(cap.country)) context.addIssue({ code: 'custom', path: ['caps', index, 'country'], message: M.capCountry(cap.country) });
    seen.add(cap.country);
  });
});
export type FeesUpdate = z.input<typeof FeesUpdateSchema>;

export const FeesAnswerSchema = answerObject({
  currency: answerText(),
  labels: answerList(answerObject({ en: answerText(), fr: answerText().optional(), hi: answerText().optional(), bn: answerText().optional(), ne: answerText().optional(), ur: answerText().optional() })),
  serviceFee: answerText(),
  caps: answerList(FeeCapSchema),
});
export type FeesAnswer = z.infer<typeof FeesAnswerSchema>;
