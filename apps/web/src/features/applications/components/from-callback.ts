import { CallbackSchema, NAME_MAX, internationalPhone, isCallingCode, type Callback } from '@visadesk/contract';
import type { ApplicationFormValues } from './application-form-resolver';
import { emptyApplicationForm } from './application-form-values';

/** What the call-back requests page passes to the add form: the request an application is made from. */
export interface FromCallbackState {
  fromCallback: Callback;
}

/** Location state comes from history, so it is read defensively: a request as the server answers it, or none. */
export function readFromCallback(state: unknown): Callback | null {
  if (typeof state !== 'object' || state === null) return null;
  const parsed = CallbackSchema.safeParse((state as { fromCallback?: unknown }).fromCallback);
  return parsed.success ? parsed.data : null;
}

const LATIN_NAME = /^[\p{Script=Latin}.'’-]+(\s+[\p{Script=Latin}.'’-]+)+$/u;

/**
 * The name a worker typed on a vacancy's page, as the form's given name and surname. Written in
 * Latin letters with two words or more ("Ram Bahadur Thapa", "Md Rahim Uddin"), the last word is
 * the surname, as the passports of the countries most workers come from print the family name; both
 * parts must fit the form's limits. Anything else (a single name, a name in another script, which
 * staff rewrite from the passport anyway, or parts too long) goes whole into the given name, with the
 * surname left empty: the form's rule for a worker with one name. Staff check both against the passport.
 */
export function namesOf(typed: string): Pick<ApplicationFormValues, 'givenN' | 'surname'> {
  const name = typed.trim().replace(/\s+/g, ' ');
  if (LATIN_NAME.test(name)) {
    const cut = name.lastIndexOf(' ');
    const givenN = name.slice(0, cut);
    const surname = name.slice(cut + 1);
    if (givenN.length <= NAME_MAX && surname.length <= NAME_MAX) return { givenN, surname };
  }
  return { givenN: name, surname: '' };
}

/**
 * The add form as a call-back request starts it: the name, the phone, the demand and position. The
 * phone is the number as the worker typed it; one typed with its own `+` code chooses that code, so
 * the code never follows the nationality (a Nepali worker calling from a Qatari number keeps +974).
 */
export function callbackFormValues(callback: Callback): ApplicationFormValues {
  const phone = callback.phone.trim();
  const typedCode = phone.startsWith('+') ? internationalPhone(phone, '')?.code : undefined;
  const phoneCode = typedCode && isCallingCode(typedCode) ? typedCode : '';
  return { ...emptyApplicationForm(), ...namesOf(callback.name), phone, phoneCode, demand: callback.demand, position: callback.position };
}
