import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DocumentItemState, DocumentRequest, DocumentRequestItem, DocumentRequestState } from '@visadesk/contract';
import { Isolated } from '../../../components/ui/isolated';
import { ReceivedDocument } from './received-document';
import type { ToReview } from './use-upload-review';

const REQUEST_BADGES: Record<DocumentRequestState, { label: MessageDescriptor; className: string }> = {
  open: { label: msg`Open`, className: 'badge text-bg-primary' },
  completed: { label: msg`Completed`, className: 'badge text-bg-success' },
  expired: { label: msg`Expired`, className: 'badge text-bg-secondary' },
  revoked: { label: msg`Revoked`, className: 'badge text-bg-dark' },
};

const ITEM_BADGES: Record<DocumentItemState, { label: MessageDescriptor; className: string }> = {
  asked: { label: msg`Asked`, className: 'badge text-bg-light border' },
  sending: { label: msg`Sending`, className: 'badge text-bg-info' },
  review: { label: msg`To review`, className: 'badge text-bg-warning' },
  accepted: { label: msg`Accepted`, className: 'badge text-bg-success' },
  refused: { label: msg`Refused`, className: 'badge text-bg-danger' },
};

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => WHEN.format(new Date(iso));

/** What staff may do from the list: review a received file, revoke an open link. */
export interface RequestActions {
  accept: (item: ToReview) => void;
  refuse: (item: ToReview) => void;
  /** The upload being accepted now, if any. */
  accepting: string | null;
  revoke: (request: DocumentRequest) => void;
}

/** One asked document: its name, its state, why it was refused, and the file that came with Accept and Refuse while it waits. */
function AskedDocument({ item, actions }: { item: DocumentRequestItem; actions: RequestActions }) {
  const { i18n, t } = useLingui();
  const badge = ITEM_BADGES[item.state];
  const { label, reason, upload } = item;
  const waiting = item.state === 'review' && upload !== null;
  const review = upload ? { uploadId: upload._id, label } : null;
  return (
    <li className="list-group-item">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <span className="fw-semibold">{label}</span>
        <span className={badge.className}>{i18n._(badge.label)}</span>
      </div>
      {item.state === 'refused' && reason && (
        <p className="small text-danger mb-0">
          {t`Refused:`} <Isolated>{reason}</Isolated>
        </p>
      )}
      {upload && (
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-2">
          <ReceivedDocument upload={upload} />
          {waiting && review && (
            <div className="d-flex gap-2">
              <button type="button" className="btn btn-sm btn-success" aria-label={t`Accept ${label}`} disabled={actions.accepting === review.uploadId} onClick={() => actions.accept(review)}>
                <Trans>Accept</Trans>
              </button>
              <button type="button" className="btn btn-sm btn-outline-danger" aria-label={t`Refuse ${label}`} onClick={() => actions.refuse(review)}>
                <Trans>Refuse</Trans>
              </button>
            </div>
          )}
        </div>
      )}
    </li>
  );
}

/** When it was asked and by whom, until when the link works (or when it was revoked). */
function RequestDates({ request }: { request: DocumentRequest }) {
  const { by, createdAt, expiresAt, revokedAt } = request;
  const asked = when(createdAt);
  const until = when(expiresAt);
  const revoked = revokedAt ? when(revokedAt) : '';
  return (
    <p className="small text-body-secondary mb-2">
      <Trans>
        Asked by {by}, <time dateTime={createdAt}>{asked}</time>
      </Trans>
      {' · '}
      {revokedAt ? (
        <Trans>
          revoked <time dateTime={revokedAt}>{revoked}</time>
        </Trans>
      ) : (
        <Trans>
          works until <time dateTime={expiresAt}>{until}</time>
        </Trans>
      )}
    </p>
  );
}

function RequestCard({ request, actions }: { request: DocumentRequest; actions: RequestActions }) {
  const { i18n, t } = useLingui();
  const badge = REQUEST_BADGES[request.state];
  const asked = when(request.createdAt);
  return (
    <li className="card mb-3">
      <div className="card-body p-2 p-sm-3">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-1">
          <span className={badge.className}>{i18n._(badge.label)}</span>
          {request.state === 'open' && (
            <button type="button" className="btn btn-sm btn-outline-danger" aria-label={t`Revoke the link of ${asked}`} onClick={() => actions.revoke(request)}>
              <Trans>Revoke</Trans>
            </button>
          )}
        </div>
        <RequestDates request={request} />
        {request.message && (
          <p className="small mb-2">
            <Isolated>{request.message}</Isolated>
          </p>
        )}
        <ul className="list-group" aria-label={t`Documents asked for on ${asked}`}>
          {request.items.map((item) => (
            <AskedDocument key={item.slot || item.extra} item={item} actions={actions} />
          ))}
        </ul>
      </div>
    </li>
  );
}

/** The requests, newest first (as the server lists them). */
export function DocumentRequestList({ requests, actions }: { requests: readonly DocumentRequest[]; actions: RequestActions }) {
  const { t } = useLingui();
  if (requests.length === 0) return <p className="text-body-secondary mb-0">{t`No documents asked for by link yet.`}</p>;
  return (
    <ul className="list-unstyled mb-0" aria-label={t`Requests`}>
      {requests.map((request) => (
        <RequestCard key={request._id} request={request} actions={actions} />
      ))}
    </ul>
  );
}
