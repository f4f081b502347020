import { useId, type ReactNode } from 'react';

/** What a field's control needs to be labelled and to have its message read out with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldShellProps {
  label: string;
  /**
   * The control's id, where it must follow from the props alone (a field in an island, hydrated by
   * Preact, which makes other ids than React's useId: components/ui/island.tsx); useId's otherwise.
   */
  id?: string | undefined;
  /** The message shown under the field; the field is marked invalid while there is one. */
  error?: string | undefined;
  hint?: string | undefined;
  className?: string | undefined;
  /** A checkbox: its label after it, Bootstrap's form-check layout. */
  check?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, control and message of one form field. The message sits under its field (not only in a
 * summary) so a long form such as the settings shows each server field error where it belongs.
 */
export function FieldShell({ label, id: givenId, error, hint, className, check = false, children }: FieldShellProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const labelElement = (
    <label htmlFor={id} className={check ? 'form-check-label' : 'form-label'}>
      {label}
    </label>
  );
  return (
    <div className={className ?? (check ? 'form-check mb-2' : 'mb-3')}>
      {!check && labelElement}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {check && labelElement}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
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
