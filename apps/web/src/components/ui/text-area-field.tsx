import type { ComponentProps } from 'react';
import { FieldShell } from './field-shell';

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled multi-line field that shows its own message; takes react-hook-form's register() props. */
export function TextAreaField({ label, error, hint, className, rows = 3, ...areaProps }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={`form-control${error ? ' is-invalid' : ''}${className ? ` ${className}` : ''}`}
          {...areaProps}
        />
      )}
    </FieldShell>
  );
}
