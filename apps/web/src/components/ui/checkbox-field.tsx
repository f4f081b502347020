import type { ComponentProps } from 'react';
import { FieldShell } from './field-shell';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled Bootstrap checkbox that shows its own message; takes react-hook-form's register() props. */
export function CheckboxField({ label, error, hint, ...inputProps }: CheckboxFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} check>
      {(control) => <input {...control} type="checkbox" className={`form-check-input${error ? ' is-invalid' : ''}`} {...inputProps} />}
    </FieldShell>
  );
}
