import type { ReactNode } from 'react';
import { Spinner } from './spinner';

interface SubmitButtonProps {
  pending: boolean;
  children: ReactNode;
  className?: string;
  /** Off for a reason other than sending (a limit reached). */
  disabled?: boolean;
}

/** Disabled while its form is in flight so a slow network cannot cause a double submit. */
export function SubmitButton({ pending, children, className = 'btn btn-primary w-100', disabled = false }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={pending || disabled} aria-busy={pending}>
      {pending && <Spinner />}
      {children}
    </button>
  );
}
