import type { Application, ApplicationStatus } from '@visadesk/contract';
import { isApiError } from '../../../lib/api-client';

/** One of the three status calls of the applicant copy, with its own wording of failure. */
export interface StatusChange {
  status: ApplicationStatus;
  /** The button's label. */
  label: string;
  send: (id: string) => Promise<Application>;
  failedStatus: (status: number) => string;
  failed: (message: string) => string;
}

/** A refusal names the server's status; anything else (no answer, timeout) names what went wrong. */
export function statusChangeErrorMessage(change: StatusChange, error: unknown): string {
  if (isApiError(error)) return change.failedStatus(error.status);
  const message = error instanceof Error ? error.message : String(error);
  // The contract's sentence adds its own full stop after the message.
  return change.failed(message.replace(/\.$/, ''));
}
