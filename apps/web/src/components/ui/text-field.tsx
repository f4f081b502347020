import { useId, type ComponentProps } from 'react';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  invalid?: boolean;
  /** The id of the message that explains the error, read out with the field. */
  describedBy?: string | undefined;
}

/** A labelled Bootstrap input; takes react-hook-form's register() props, ref included. */
export function TextField({ label, invalid = false, describedBy, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={`form-control${invalid ? ' is-invalid' : ''}${className ? ` ${className}` : ''}`}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? describedBy : undefined}
        {...inputProps}
      />
    </div>
  );
}
