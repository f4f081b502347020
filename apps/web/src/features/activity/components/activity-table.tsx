import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAGES, type ActivityAction, type ActivityEntry } from '@visadesk/contract';
import { Link } from 'react-router';

const ACTION_LABELS: Record<ActivityAction, MessageDescriptor> = {
  created: msg`Created`,
  updated: msg`Edited`,
  documents: msg`Documents uploaded`,
  status: msg`Status changed`,
  message: msg`Wrote to the applicant`,
  stage: msg`Stage moved`,
  ledger: msg`Fees and payments`,
  exported: msg`Exported`,
  deleted: msg`Deleted`,
  staff: msg`Staff account`,
  settings: msg`Settings`,
  demand: msg`Demand`,
};

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The applicant copy and documents of an application, where the list's View leads. */
const applicationPath = (id: string) => PAGES.updateApplicationView.replace(':id', encodeURIComponent(id));

/** Which application: a link while it exists; an export, a deletion, a staff change or a Settings save names none. */
function ApplicationCell({ entry }: { entry: ActivityEntry }) {
  if (!entry.applicationId) return <span className="text-body-secondary">—</span>;
  return <Link to={applicationPath(entry.applicationId)}>{entry.applicantName || entry.applicationId}</Link>;
}

function EntryRow({ entry }: { entry: ActivityEntry }) {
  const { i18n, t } = useLingui();
  const reason = entry.reason;
  return (
    <tr>
      <td className="text-nowrap">
        <time dateTime={entry.createdAt}>{WHEN.format(new Date(entry.createdAt))}</time>
      </td>
      <td>{entry.actorName}</td>
      <td>
        <span className="badge text-bg-secondary">{i18n._(ACTION_LABELS[entry.action])}</span>
      </td>
      <td>
        <ApplicationCell entry={entry} />
      </td>
      <td>
        {entry.detail}
        {reason && <div className="small text-body-secondary">{t`Reason: ${reason}`}</div>}
      </td>
    </tr>
  );
}

/** Who did what, to which application, when: newest first, as the server sends them. */
export function ActivityTable({ entries }: { entries: readonly ActivityEntry[] }) {
  const { t } = useLingui();
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle bg-white" aria-label={t`Activity`}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>WHEN</Trans>
            </th>
            <th scope="col">
              <Trans>STAFF</Trans>
            </th>
            <th scope="col">
              <Trans>ACTION</Trans>
            </th>
            <th scope="col">
              <Trans>APPLICATION</Trans>
            </th>
            <th scope="col">
              <Trans>DETAIL</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <EntryRow key={entry._id} entry={entry} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
