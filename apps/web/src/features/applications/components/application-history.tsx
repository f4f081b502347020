import type { HistoryEntry } from '@visadesk/contract';

const ACTION_LABELS: Record<HistoryEntry['action'], string> = {
  created: 'Created',
  updated: 'Updated',
  documents: 'Documents',
  status: 'Status',
};

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

interface ApplicationHistoryProps {
  entries: readonly HistoryEntry[];
}

/** Every change to the application, newest first: what, who and when. */
export function ApplicationHistory({ entries }: ApplicationHistoryProps) {
  if (entries.length === 0) return <p className="text-body-secondary">No changes recorded yet.</p>;
  return (
    <ol className="history-timeline list-unstyled mb-0">
      {entries.map((entry) => (
        <li key={entry._id} className="history-entry">
          <p className="mb-1">
            <span className="badge text-bg-secondary me-2">{ACTION_LABELS[entry.action]}</span>
            {entry.detail}
          </p>
          <p className="small text-body-secondary mb-0">
            {`by ${entry.actorName}, `}
            <time dateTime={entry.createdAt}>{WHEN.format(new Date(entry.createdAt))}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
