import { MAIL_MESSAGES, type OutboxMessage, type OutboxState } from '@visadesk/contract';
import { useState } from 'react';
import { Alert, type Notice } from '../../../components/ui/alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { useApplicationMessages, useResendMessageMutation } from '../api/application-messages';

const EVENT_LABELS: Record<string, string> = {
  registered: 'Registered',
  approved: 'Approved',
  rejected: 'Rejected',
  pending: 'Pending',
  documents: 'Documents',
};

const STATE_BADGES: Record<OutboxState, { label: string; className: string }> = {
  queued: { label: 'Queued', className: 'badge text-bg-secondary' },
  sending: { label: 'Sending', className: 'badge text-bg-info' },
  sent: { label: 'Sent', className: 'badge text-bg-success' },
  failed: { label: 'Failed', className: 'badge text-bg-danger' },
};

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => <time dateTime={iso}>{WHEN.format(new Date(iso))}</time>;

function MessageRow({ message, onResend, resending }: { message: OutboxMessage; onResend: () => void; resending: boolean }) {
  const badge = STATE_BADGES[message.state];
  return (
    <li className="list-group-item d-flex flex-wrap gap-2 align-items-start justify-content-between">
      <div>
        <p className="mb-1">
          <span className="badge text-bg-light border me-2">{EVENT_LABELS[message.event] ?? message.event}</span>
          {message.subject}
        </p>
        <p className="small text-body-secondary mb-0">
          {`To ${message.recipient}, queued `}
          {when(message.createdAt)}
          {message.sentAt && <>{', sent '}{when(message.sentAt)}</>}
        </p>
        {message.lastError && <p className="small text-danger mb-0">{`Why it has not gone: ${message.lastError}`}</p>}
      </div>
      <div className="d-flex gap-2 align-items-center">
        <span className={badge.className}>{badge.label}</span>
        {/* A message still on its way is not sent again: it would arrive twice. */}
        {(message.state === 'sent' || message.state === 'failed') && (
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={onResend} disabled={resending} aria-label={`Send again: ${message.subject}`}>
            {resending ? 'Sending…' : 'Send again'}
          </button>
        )}
      </div>
    </li>
  );
}

/** The email this application produced (issue 15): what, to whom, whether it went, and Send again. */
export function ApplicationMessages({ applicationId }: { applicationId: string }) {
  const messages = useApplicationMessages(applicationId);
  const [resend, { isLoading, originalArgs }] = useResendMessageMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const sendAgain = async (messageId: string) => {
    setNotice(null);
    try {
      await resend({ id: applicationId, messageId }).unwrap();
      setNotice({ tone: 'success', text: MAIL_MESSAGES.resent });
    } catch (error) {
      setNotice({ tone: 'error', text: serverErrorMessage(error) });
    }
  };
  const data = messages.data;
  return (
    <section className="card shadow-sm mb-4 no-print" aria-labelledby="messages-heading">
      <div className="card-body">
        <h2 id="messages-heading" className="h5 mb-3">Email to the applicant</h2>
        {messages.error !== undefined && <Alert tone="error">{serverErrorMessage(messages.error)}</Alert>}
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {data && !data.mailConfigured && <Alert tone="info">{MAIL_MESSAGES.notConfigured}</Alert>}
        {!data && messages.loading && <PageLoader />}
        {data && data.messages.length === 0 && <p className="text-body-secondary mb-0">No email yet.</p>}
        {data && data.messages.length > 0 && (
          <ul className="list-group">
            {data.messages.map((message) => (
              <MessageRow
                key={message._id}
                message={message}
                resending={isLoading && originalArgs?.messageId === message._id}
                onResend={() => void sendAgain(message._id)}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
