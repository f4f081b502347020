import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Dashboard, HistoryEntry } from '@visadesk/contract';
import { DataTable } from '../../../components/ui/data-table';
import '../../../styles/dashboard.css';

type RecentEntry = Dashboard['recentHistory'][number];

const ACTION_LABELS: Record<HistoryEntry['action'], MessageDescriptor> = {
  created: msg`Created`,
  updated: msg`Edited`,
  documents: msg`Documents uploaded`,
  status: msg`Status changed`,
  message: msg`Wrote to the applicant`,
  stage: msg`Stage moved`,
  ledger: msg`Fees and payments`,
};

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function when(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : WHEN.format(date);
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
        <DataTable headings={[t`APPLICANT`, t`ACTION`, t`DETAIL`, t`BY`, t`WHEN`]} className="table-sm bg-white stacked-table">
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
        </DataTable>
      )}
    </section>
  );
}
