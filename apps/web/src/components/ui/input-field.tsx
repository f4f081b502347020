import type { ComponentProps } from 'react';
import { FieldShell } from './field-shell';

interface InputFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled input that shows its own message; takes react-hook-form's register() props. */
export function InputField({ label, error, hint, className, ...inputProps }: InputFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          className={`form-control${error ? ' is-invalid' : ''}${className ? ` ${className}` : ''}`}
          {...inputProps}
        />
      )}
    </FieldShell>
  );
}
