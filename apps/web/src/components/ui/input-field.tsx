import type { ComponentProps } from 'react';
import { FieldShell } from './field-shell';

interface InputFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Given in an island (see FieldShell); useId's otherwise. */
  id?: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled input that shows its own message; takes react-hook-form's register() props, or a plain `name` in a form read as FormData. */
export function InputField({ label, id, error, hint, className, ...inputProps }: InputFieldProps) {
  return (
    <FieldShell label={label} id={id} error={error} hint={hint}>
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
