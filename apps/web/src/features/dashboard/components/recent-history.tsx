import type { Dashboard, HistoryEntry } from '@visadesk/contract';

type RecentEntry = Dashboard['recentHistory'][number];

const ACTION_LABELS: Record<HistoryEntry['action'], string> = {
  created: 'Created',
  updated: 'Edited',
  documents: 'Documents uploaded',
  status: 'Status changed',
};

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function when(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : WHEN.format(date);
}

/** The latest changes to applications, newest first as the server sends them. */
export function RecentHistory({ entries }: { entries: readonly RecentEntry[] }) {
  return (
    <section className="mt-4" aria-labelledby="recent-activity">
      <h2 id="recent-activity" className="h5 mb-3">
        Recent activity
      </h2>
      {entries.length === 0 ? (
        <p className="text-body-secondary">No changes to applications yet.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle bg-white">
            <thead>
              <tr>
                <th scope="col">APPLICANT</th>
                <th scope="col">ACTION</th>
                <th scope="col">DETAIL</th>
                <th scope="col">BY</th>
                <th scope="col">WHEN</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry._id}>
                  <th scope="row">{entry.applicantName}</th>
                  <td>{ACTION_LABELS[entry.action]}</td>
                  <td>{entry.detail}</td>
                  <td>{entry.actorName}</td>
                  <td>
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
