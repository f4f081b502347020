import { useId, type ComponentProps } from 'react';

interface RequireTwoFactorFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  error?: string | undefined;
}

/** The super admin's switch that makes a second factor compulsory for every staff member. */
export function RequireTwoFactorField({ error, ...inputProps }: RequireTwoFactorFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="form-check mb-3">
      <input
        id={id}
        type="checkbox"
        className={`form-check-input${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        {...inputProps}
      />
      <label htmlFor={id} className="form-check-label">
        Require two-factor authentication for all staff
      </label>
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      <div id={hintId} className="form-text">
        Staff without it can still sign in, but can do nothing else until they set it up on their Profile page.
        Set up your own first.
      </div>
    </div>
  );
}
