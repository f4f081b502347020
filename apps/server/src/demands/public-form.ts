import { CALLBACK_NAME_MAX, type Language } from '@visadesk/contract';
import { escapeHtml } from '../http/prerendered-page.ts';
import type { DemandRow } from './demands.ts';
import { jobsAddress, own } from './public-values.ts';
import { JOB_WORDS } from './public-words.ts';

/** What the "Call me back" form shows: the values as the worker typed them, and each field's message. */
export interface CallbackFormState {
  values: { name: string; phone: string; position: string };
  errors: Partial<Record<'name' | 'phone' | 'position', string>>;
}

/** The answer to a call-back just sent, shown at the form (where the page opens after sending): thanks, or why it was refused. */
export interface CallbackNotice {
  kind: 'success' | 'danger';
  text: string;
}

export const EMPTY_FORM: CallbackFormState = { values: { name: '', phone: '', position: '' }, errors: {} };

const invalid = (message: string | undefined, id: string) =>
  message ? { attributes: ` class="form-control is-invalid" aria-invalid="true" aria-describedby="${id}-error"`, after: `<div class="invalid-feedback" id="${id}-error">${escapeHtml(message)}</div>` } : { attributes: ' class="form-control"', after: '' };

/** A text field with its label and, when refused, its message beside it. */
function field(id: string, name: 'name' | 'phone', label: string, state: CallbackFormState, extra: string): string {
  const { attributes, after } = invalid(state.errors[name], id);
  return (
    `<div class="mb-3"><label class="form-label" for="${id}">${escapeHtml(label)}</label>` +
    `<input type="${name === 'phone' ? 'tel' : 'text'}" id="${id}" name="${name}" value="${escapeHtml(state.values[name])}" required${extra}${attributes}>${after}</div>`
  );
}

/** The position: nothing to choose for one (a hidden field), radio buttons for several. */
function positionChoice(demand: DemandRow, language: Language, state: CallbackFormState): string {
  const [only] = demand.positions;
  if (demand.positions.length === 1 && only) return `<input type="hidden" name="position" value="${only._id}">`;
  const message = state.errors.position;
  const chosen = state.values.position;
  const radios = demand.positions.map((position) =>
    `<div class="form-check"><input class="form-check-input${message ? ' is-invalid' : ''}" type="radio" name="position" id="callback-position-${position._id}" value="${position._id}"${position._id === chosen ? ' checked' : ''} required>` +
    `<label class="form-check-label" for="callback-position-${position._id}">${own(position.title)}</label></div>`,
  ).join('');
  const error = message ? `<div class="invalid-feedback d-block" id="callback-position-error">${escapeHtml(message)}</div>` : '';
  return (
    `<fieldset class="mb-3"${message ? ' aria-describedby="callback-position-error"' : ''}><legend class="form-label fs-6">${escapeHtml(JOB_WORDS[language].job)}</legend>${radios}${error}</fieldset>`
  );
}

/**
 * "Call me back": a plain form posted (urlencoded) to the page's own address, so it works on a
 * phone without script on a slow line. The browser's own checks are off (`novalidate`) so the
 * server's messages, in the page's language, are the ones the worker reads.
 */
export function callbackForm(demand: DemandRow, language: Language, state: CallbackFormState, notice?: CallbackNotice): string {
  const words = JOB_WORDS[language];
  const answer = notice ? `<div class="alert alert-${notice.kind}" role="${notice.kind === 'success' ? 'status' : 'alert'}">${escapeHtml(notice.text)}</div>` : '';
  return (
    `<section id="callback" class="card" aria-labelledby="callback-title"><div class="card-body">` +
    `<h2 class="h4 card-title" id="callback-title">${escapeHtml(words.callMeBack)}</h2>${answer}<p>${escapeHtml(words.callbackIntro)}</p>` +
    `<form method="post" action="${jobsAddress(language, demand.id)}#callback" novalidate>` +
    field('callback-name', 'name', words.yourName, state, ` autocomplete="name" maxlength="${CALLBACK_NAME_MAX}"`) +
    field('callback-phone', 'phone', words.yourPhone, state, ' autocomplete="tel" inputmode="tel" dir="ltr"') +
    positionChoice(demand, language, state) +
    `<button type="submit" class="btn btn-primary">${escapeHtml(words.callMeBack)}</button></form></div></section>`
  );
}
