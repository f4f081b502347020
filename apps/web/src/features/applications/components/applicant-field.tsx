import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { inPageLanguage } from '../../../i18n/spec-messages';

/** What a field's control needs to be labelled and to point at its message. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface ApplicantFieldProps {
  label: string;
  error?: string | undefined;
  /** A line under the field saying what it takes (read out with it after its message). */
  hint?: string | undefined;
  /** Bootstrap's class for the control: form-control or form-select. */
  controlClass?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, any control, and the control's own message read out with it: a message of the spec's in
 * the page's language (a wrong passport, say), any other as it came.
 */
export function ApplicantField({ label, error, hint, controlClass = 'form-control', children }: ApplicantFieldProps) {
  const { i18n } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="col-md-6 mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children({
        id,
        className: `${controlClass}${error ? ' is-invalid' : ''}`,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error && (
        <div id={errorId} className="invalid-feedback">
          {inPageLanguage(i18n, error)}
        </div>
      )}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}
