import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nationalPhone, PHONE_FORMAT_HEADER } from '@visadesk/contract';

/**
 * `phone` in the answers, to each caller in the form it reads (ADR 041). The desk asks for the
 * international form (PHONE_FORMAT_HEADER), and so does a caller that names a country code when it
 * writes; the original client, which knows no code, reads the number as dialled at home, with its
 * trunk prefix (`01712345678`, stored as `1712345678` beside +880). WhatsApp and the exports build
 * on the stored international form and are not concerned.
 */

/** The writes that named the phone's country code (or typed the number with `+`). */
const namedCode = new WeakSet<FastifyRequest>();

/** Whether a form's fields name the phone's country code: a `phoneCode` field, or a number typed with its own `+`. */
export const namesPhoneCode = (fields: Record<string, unknown>): boolean =>
  fields.phoneCode !== undefined || /^\s*\+/.test(String(fields.phone ?? ''));

/** Notes that this write named the country code: its answer is in international form. */
export function noteNamedCode(request: FastifyRequest, fields: Record<string, unknown>): void {
  if (namesPhoneCode(fields)) namedCode.add(request);
}

const readsInternational = (request: FastifyRequest): boolean =>
  request.headers[PHONE_FORMAT_HEADER.name] === PHONE_FORMAT_HEADER.international || namedCode.has(request);

interface WithPhone {
  phone: string;
  phoneCode: string;
}

const hasPhone = (value: unknown): value is WithPhone =>
  typeof value === 'object' && value !== null && typeof (value as WithPhone).phone === 'string' && typeof (value as WithPhone).phoneCode === 'string';

const asDialledAtHome = (value: unknown): unknown => (hasPhone(value) ? { ...value, phone: nationalPhone(value.phone, value.phoneCode) } : value);

/** An answer with each application's phone as dialled at home: one application, or a list of them (`applications`). */
export function withPhonesDialledAtHome(payload: unknown): unknown {
  if (hasPhone(payload)) return asDialledAtHome(payload);
  const list = typeof payload === 'object' && payload !== null ? (payload as { applications?: unknown }).applications : undefined;
  return Array.isArray(list) ? { ...(payload as object), applications: list.map(asDialledAtHome) } : payload;
}

/** Writes every answer of the applications' routes in the form its caller reads. */
export function answerPhonesInTheCallersForm(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => (readsInternational(request) ? payload : withPhonesDialledAtHome(payload)));
}
