import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Dashboard, HistoryEntry } from '@visadesk/contract';
import '../../../styles/dashboard.css';

type RecentEntry = Dashboard['recentHistory'][number];

const ACTION_LABELS: Record<HistoryEntry['action'], MessageDescriptor> = {
  created: msg`Created`,
  updated: msg`Edited`,
  documents: msg`Documents uploaded`,
  status: msg`Status changed`,
  message: msg`Wrote to the applicant`,
};

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function when(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : WHEN.format(date);
}

function HistoryHead() {
  return (
    <thead>
      <tr>
        <th scope="col">
          <Trans>APPLICANT</Trans>
        </th>
        <th scope="col">
          <Trans>ACTION</Trans>
        </th>
        <th scope="col">
          <Trans>DETAIL</Trans>
        </th>
        <th scope="col">
          <Trans>BY</Trans>
        </th>
        <th scope="col">
          <Trans>WHEN</Trans>
        </th>
      </tr>
    </thead>
  );
}

/** The latest changes to applications, newest first as the server sends them. */
export function RecentHistory({ entries }: { entries: readonly RecentEntry[] }) {
  const { i18n, t } = useLingui();
  return (
    <section className="mt-4" aria-labelledby="recent-activity">
      <h2 id="recent-activity" className="h5 mb-3">
        <Trans>Recent activity</Trans>
      </h2>
      {entries.length === 0 ? (
        <p className="text-body-secondary">
          <Trans>No changes to applications yet.</Trans>
        </p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle bg-white stacked-table">
            <HistoryHead />
            <tbody>
              {entries.map((entry) => (
                <tr key={entry._id}>
                  <th scope="row">{entry.applicantName}</th>
                  <td data-label={t`ACTION`}>{i18n._(ACTION_LABELS[entry.action])}</td>
                  <td data-label={t`DETAIL`}>{entry.detail}</td>
                  <td data-label={t`BY`}>{entry.actorName}</td>
                  <td data-label={t`WHEN`}>
                    <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
