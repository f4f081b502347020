import type { ComponentProps } from 'react';
import { FieldShell } from './field-shell';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled Bootstrap select; takes react-hook-form's register() props. */
export function SelectField({ label, options, error, hint, className, ...selectProps }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {(control) => (
        <select
          {...control}
          className={`form-select${error ? ' is-invalid' : ''}${className ? ` ${className}` : ''}`}
          {...selectProps}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
