import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HistoryEntry } from '@visadesk/contract';

const ACTION_LABELS: Record<HistoryEntry['action'], MessageDescriptor> = {
  created: msg`Created`,
  updated: msg`Updated`,
  documents: msg`Documents`,
  status: msg`Status`,
  message: msg`Email`,
  stage: msg`Stage`,
  ledger: msg`Fees and payments`,
};

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

interface ApplicationHistoryProps {
  entries: readonly HistoryEntry[];
}

/** One change: what, who and when. */
function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const { i18n } = useLingui();
  const actorName = entry.actorName;
  const when = WHEN.format(new Date(entry.createdAt));
  return (
    <li className="history-entry">
      <p className="mb-1">
        <span className="badge text-bg-secondary me-2">{i18n._(ACTION_LABELS[entry.action])}</span>
        {entry.detail}
      </p>
      <p className="small text-body-secondary mb-0">
        <Trans>
          by {actorName}, <time dateTime={entry.createdAt}>{when}</time>
        </Trans>
      </p>
    </li>
  );
}

/** Every change to the application, newest first. */
export function ApplicationHistory({ entries }: ApplicationHistoryProps) {
  const { t } = useLingui();
  if (entries.length === 0) return <p className="text-body-secondary">{t`No changes recorded yet.`}</p>;
  return (
    <ol className="history-timeline list-unstyled mb-0">
      {entries.map((entry) => (
        <HistoryItem key={entry._id} entry={entry} />
      ))}
    </ol>
  );
}
