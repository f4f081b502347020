import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPLICANT_FIELD_KEYS,
  APPLICATION_MESSAGES as M,
  CreateApplicationSchema,
  IMAGE_MAX_BYTES_ADD,
  IMAGE_MAX_BYTES_EDIT,
  UpdateApplicationSchema,
  normalisePassport,
  type ApplicantFields,
  type Application,
} from '@visadesk/contract';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

export type ApplicationFormMode = 'add' | 'edit';

/** What the inputs hold: text everywhere (selects start empty), and the photo input's files. */
export type ApplicationFormValues = Record<keyof ApplicantFields, string> & { image: FileList | null };

/** What a valid form yields: the contract's cleaned fields and the chosen photo. */
export type ApplicationFormOutput = ApplicantFields & { image: File | undefined };

export type ApplicationFormField = keyof ApplicationFormValues;

/** The spec's check order (section 5): the text fields in schema order, then duplicates, then the photo. */
const FIELD_ORDER: readonly ApplicationFormField[] = [...APPLICANT_FIELD_KEYS, 'image'];
const DUPLICATE = 'duplicate';
const PHOTO_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png']);

function isPhotoType(file: File): boolean {
  return PHOTO_TYPES.has(file.type) || (file.type === '' && /\.(jpe?g|png)$/i.test(file.name));
}

function photoError(mode: ApplicationFormMode, file: File | undefined): string | null {
  if (mode === 'add') {
    if (!file) return M.photoRequired;
    if (file.size > IMAGE_MAX_BYTES_ADD) return M.imageTooLargeAdd;
    return isPhotoType(file) ? null : M.invalidImageType;
  }
  if (!file) return null;
  if (!isPhotoType(file)) return M.invalidImageType;
  return file.size > IMAGE_MAX_BYTES_EDIT ? M.imageTooLargeEdit : null;
}

/** Spec step 6: the email (any case) or passport (normalised) of an applicant already on file. */
function duplicateErrors(values: ApplicationFormValues, errors: FieldErrors, known: readonly Application[]) {
  const found: FieldErrors<ApplicationFormValues> = {};
  const email = values.email.trim().toLowerCase();
  const passport = normalisePassport(values.passport.trim());
  // Unique only when given: many workers have no email yet.
  if (email && !errors.email && known.some((other) => other.email.toLowerCase() === email)) {
    found.email = { type: DUPLICATE, message: M.emailExists };
  }
  if (!errors.passport && known.some((other) => normalisePassport(other.passport) === passport)) {
    found.passport = { type: DUPLICATE, message: M.passportExists };
  }
  return found;
}

/** What the form hands its resolver: the applications already on file, fetched after the form mounts. */
export interface ApplicationFormContext {
  known: readonly Application[];
}

/**
 * The contract's schema (create or update) through zodResolver, then the duplicate check against
 * the known applications when adding, then the photo. Every failing field gets its message.
 */
export function applicationFormResolver(
  mode: ApplicationFormMode,
): Resolver<ApplicationFormValues, ApplicationFormContext, ApplicationFormOutput> {
  const schema = mode === 'add' ? CreateApplicationSchema : UpdateApplicationSchema;
  const validateFields = zodResolver(schema);
  return async (values, context, options) => {
    const checked = await validateFields(values as never, context, options as never);
    const errors: FieldErrors<ApplicationFormValues> = { ...(checked.errors as FieldErrors<ApplicationFormValues>) };
    if (mode === 'add') Object.assign(errors, duplicateErrors(values, errors, context?.known ?? []));
    const photo = values.image?.[0];
    const photoMessage = photoError(mode, photo);
    if (photoMessage) errors.image = { type: 'validate', message: photoMessage };

    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: { ...(checked.values as ApplicantFields), image: photo }, errors: {} };
  };
}

function rank(field: ApplicationFormField, error: FieldError): number {
  const position = FIELD_ORDER.indexOf(field);
  if (field === 'image') return 3 * FIELD_ORDER.length;
  return error.type === DUPLICATE ? FIELD_ORDER.length + position : position;
}

/** The message of the first check that fails, in the spec's order, for the form's summary. */
export function firstFailedCheck(errors: FieldErrors<ApplicationFormValues>): string | null {
  let first: { rank: number; message: string } | null = null;
  for (const field of FIELD_ORDER) {
    const error = errors[field] as FieldError | undefined;
    if (!error?.message) continue;
    const candidate = { rank: rank(field, error), message: error.message };
    if (!first || candidate.rank < first.rank) first = candidate;
  }
  return first?.message ?? null;
}
