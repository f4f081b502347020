import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FieldShell, type FieldControlProps } from '../../../components/ui/field-shell';
import { inPageLanguage } from '../../../i18n/contract-texts';

/** What the applicant form's control takes: FieldShell's, and Bootstrap's class with its invalid mark. */
type ApplicantControlProps = FieldControlProps & { className: string };

interface ApplicantFieldProps {
  label: string;
  error?: string | undefined;
  /** A line under the field saying what it takes (read out with it after its message). */
  hint?: string | undefined;
  /** Bootstrap's class for the control: form-control or form-select. */
  controlClass?: string;
  children: (control: ApplicantControlProps) => ReactNode;
}

/**
 * A label, any control, and the control's own message read out with it: a message of the spec's in
 * the page's language (a wrong passport, say), any other as it came.
 */
export function ApplicantField({ label, error, hint, controlClass = 'form-control', children }: ApplicantFieldProps) {
  const { i18n } = useLingui();
  return (
    <FieldShell label={label} error={error && inPageLanguage(i18n, error)} hint={hint} className="col-md-6 mb-3">
      {(control) => children({ ...control, className: `${controlClass}${error ? ' is-invalid' : ''}` })}
    </FieldShell>
  );
}
