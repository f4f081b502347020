import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAIL_MESSAGES, type OutboxMessage, type OutboxState } from '@visadesk/contract';
import { useState } from 'react';
import { STATUS_WORDS } from '../../../components/applicant/applicant-words';
import { Alert, type Notice } from '../../../components/ui/alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { isHeld, useApplicationMessages, useResendMessageMutation } from '../api/application-messages';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { WriteToApplicant } from './write-to-applicant';

/** What each email is about: a status change goes by the status's name. */
const EVENT_LABELS: Record<string, MessageDescriptor> = {
  registered: msg`Registered`,
  approved: STATUS_WORDS.approved,
  rejected: STATUS_WORDS.rejected,
  pending: STATUS_WORDS.pending,
  documents: msg`Documents`,
  message: msg`Written by staff`,
};

const STATE_BADGES: Record<OutboxState, { label: MessageDescriptor; className: string }> = {
  queued: { label: msg`Queued`, className: 'badge text-bg-secondary' },
  waiting: { label: msg`Waiting for an address`, className: 'badge text-bg-warning' },
  sending: { label: msg`Sending`, className: 'badge text-bg-info' },
  sent: { label: msg`Sent`, className: 'badge text-bg-success' },
  failed: { label: msg`Failed`, className: 'badge text-bg-danger' },
};

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => WHEN.format(new Date(iso));

/** To whom, when it was queued and, once it went, when it was sent. */
function MessageDates({ message }: { message: OutboxMessage }) {
  const { recipient, createdAt, sentAt, dueAt } = message;
  const queued = when(createdAt);
  if (!recipient) {
    return (
      <Trans>
        Written <time dateTime={createdAt}>{queued}</time>, to go once the applicant has an email address
      </Trans>
    );
  }
  if (message.event === 'documents' && isHeld(message)) {
    const goes = when(dueAt);
    return (
      <Trans>
        To {recipient}, queued <time dateTime={createdAt}>{queued}</time>; goes at <time dateTime={dueAt}>{goes}</time>, naming any document added before then
      </Trans>
    );
  }
  if (!sentAt) {
    return (
      <Trans>
        To {recipient}, queued <time dateTime={createdAt}>{queued}</time>
      </Trans>
    );
  }
  const sent = when(sentAt);
  return (
    <Trans>
      To {recipient}, queued <time dateTime={createdAt}>{queued}</time>, sent <time dateTime={sentAt}>{sent}</time>
    </Trans>
  );
}

function MessageRow({ message, onResend, resending }: { message: OutboxMessage; onResend: () => void; resending: boolean }) {
  const { i18n, t } = useLingui();
  const badge = STATE_BADGES[message.state];
  const { subject, lastError } = message;
  const event = EVENT_LABELS[message.event];
  return (
    <li className="list-group-item d-flex flex-wrap gap-2 align-items-start justify-content-between">
      <div>
        <p className="mb-1">
          <span className="badge text-bg-light border me-2">{event ? i18n._(event) : message.event}</span>
          {subject}
        </p>
        <p className="small text-body-secondary mb-0">
          <MessageDates message={message} />
        </p>
        {lastError && <p className="small text-danger mb-0">{t`Why it has not gone: ${lastError}`}</p>}
      </div>
      <div className="d-flex gap-2 align-items-center">
        <span className={badge.className}>{i18n._(badge.label)}</span>
        {/* A message still on its way is not sent again: it would arrive twice. */}
        {(message.state === 'sent' || message.state === 'failed') && (
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={onResend} disabled={resending} aria-label={t`Send again: ${subject}`}>
            {resending ? t`Sending…` : t`Send again`}
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * The email this application produced: what, to whom, whether it went, Send again, and
 * Write to the applicant. `hasAddress`:
 * whether the applicant has an email address; without one, messages wait for it and WhatsApp is the way.
 */
export function ApplicationMessages({ applicationId, hasAddress }: { applicationId: string; hasAddress: boolean }) {
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
  const { i18n, t } = useLingui();
  return (
    <section className="card shadow-sm mb-4 no-print" aria-labelledby="messages-heading">
      <div className="card-body">
        <h2 id="messages-heading" className="h5 mb-3">
          <Trans>Email to the applicant</Trans>
        </h2>
        {hasAddress && <WriteToApplicant applicationId={applicationId} />}
        {messages.error !== undefined && <Alert tone="error">{inPageLanguage(i18n, serverErrorMessage(messages.error))}</Alert>}
        {notice && <Alert tone={notice.tone}>{inPageLanguage(i18n, notice.text)}</Alert>}
        {data && !data.mailConfigured && <Alert tone="info">{inPageLanguage(i18n, MAIL_MESSAGES.notConfigured)}</Alert>}
        {!hasAddress && <Alert tone="warning">{inPageLanguage(i18n, MAIL_MESSAGES.noAddress)}</Alert>}
        {!data && messages.loading && <PageLoader />}
        {data && data.messages.length === 0 && <p className="text-body-secondary mb-0">{t`No email yet.`}</p>}
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
