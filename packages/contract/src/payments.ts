import { z } from 'zod';
import { answerCount, answerFlag, answerList, answerMap, answerObject, answerText } from './answers.ts';
import { isCalendarDate } from './calendar-days.ts';
import { LEDGER_MESSAGES as M } from './ledger-messages.ts';
import { LEDGER_KINDS, PAYMENT_METHODS } from './ledger.ts';
import { pageNumber } from './applications.ts';

/**
 * The super admin's payments page (ADR 051): the money that changed hands between two days (the
 * payments and refunds, a reversed one marked), its totals per currency, by method and by staff
 * member, and the balances still open. The days are held in the address like the list's filters.
 */
const day = z.string({ error: M.paymentsDates }).trim().refine((value) => value === '' || isCalendarDate(value), M.paymentsDates).default('');
const inOrder = (query: { from: string; to: string }) => !query.from || !query.to || query.from <= query.to;

export const PaymentsFiltersSchema = z.object({
  from: day,
  to: day,
  method: z.enum(['', ...PAYMENT_METHODS], { error: M.method }).default(''),
}, { error: M.paymentsDates });

export const PaymentsQuerySchema = PaymentsFiltersSchema.extend({ page: pageNumber.default(1) })
  .refine(inOrder, { message: M.paymentsDates, path: ['to'] });
export type PaymentsQuery = z.input<typeof PaymentsQuerySchema>;
export const PaymentsExportQuerySchema = PaymentsFiltersSchema.refine(inOrder, { message: M.paymentsDates, path: ['to'] });

/** Entries a page shows. */
export const PAYMENTS_PAGE_SIZE = 50;

export const PaymentRowSchema = answerObject({
  _id: answerText(),
  /** '' once the application was deleted (the entry and its receipt stay). */
  applicationId: answerText(),
  worker: answerText(),
  kind: z.enum(LEDGER_KINDS, { error: M.kind }),
  label: answerText(),
  amount: answerCount(),
  currency: answerText(),
  method: answerText(),
  reference: answerText(),
  on: answerText(),
  by: answerText(),
  receiptNo: answerText(),
  reversed: answerFlag(),
});
export type PaymentRow = z.infer<typeof PaymentRowSchema>;

const Sum = answerObject({ currency: answerText(), amount: answerCount(), count: answerCount() });

export const PaymentsPageSchema = answerObject({
  entries: answerList(PaymentRowSchema),
  total: answerCount(),
  page: answerCount(),
  pages: answerCount(),
  /** Per currency, reversed entries left out: received (payments), refunded, and what stays. */
  totals: answerMap(answerObject({ received: answerCount(), refunded: answerCount(), net: z.number({ error: M.amount }) })),
  byMethod: answerList(Sum.extend({ method: answerText() })),
  byStaff: answerList(Sum.extend({ by: answerText() })),
  byDay: answerList(Sum.extend({ on: answerText() })),
  /** Applications that still owe (or are owed) money, the largest first (at most 50), and how many there are. */
  outstanding: answerList(answerObject({ applicationId: answerText(), worker: answerText(), currency: answerText(), balance: z.number({ error: M.amount }) })),
  outstandingCount: answerCount(),
});
export type PaymentsPage = z.infer<typeof PaymentsPageSchema>;
