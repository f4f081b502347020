import type { ApplicationStatus } from '@visadesk/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import {
  APPROVE,
  REJECT,
  SET_PENDING,
  statusChangeErrorMessage,
  useChangeApplicationStatusMutation,
  type StatusChange,
} from '../api/status-change';

const CHANGES: readonly { change: StatusChange; className: string }[] = [
  { change: SET_PENDING, className: 'btn btn-warning' },
  { change: APPROVE, className: 'btn btn-success' },
  { change: REJECT, className: 'btn btn-danger' },
];

/**
 * Pending, Approve and Reject: three separate calls, each with its own failure wording. Once the
 * server recorded the new status, the applicant copy and its history are fetched again (their tags).
 */
export function StatusActions({ applicationId }: { applicationId: string }) {
  const [changeStatus] = useChangeApplicationStatusMutation();
  const [sending, setSending] = useState<ApplicationStatus | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const apply = async (change: StatusChange) => {
    setSending(change.status);
    setFailure(null);
    try {
      await changeStatus({ id: applicationId, status: change.status }).unwrap();
    } catch (error) {
      setFailure(statusChangeErrorMessage(change, error));
    } finally {
      setSending(null);
    }
  };

  return (
    <div className="no-print mb-3">
      <div className="d-flex flex-wrap gap-2" role="group" aria-label="Set the status">
        {CHANGES.map(({ change, className }) => (
          <button
            key={change.status}
            type="button"
            className={className}
            disabled={sending !== null}
            aria-busy={sending === change.status}
            onClick={() => void apply(change)}
          >
            {sending === change.status && <Spinner />}
            {change.label}
          </button>
        ))}
      </div>
      {failure && (
        <div className="mt-3">
          <Alert tone="error">{failure}</Alert>
        </div>
      )}
    </div>
  );
}
