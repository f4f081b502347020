import { Trans, useLingui } from '@lingui/react/macro';
import type { Application } from '@visadesk/contract';
import { ExpiredPassportMark } from './expired-passport';
import { listedName, RowActions, SelectAllBox, SelectBox, StatusBadge, type Selection } from './application-row-parts';
import { StageMark, useStageName } from './stage-mark';

interface ApplicationCardsProps {
  applications: readonly Application[];
  onDelete: (application: Application) => void;
  selection: Selection;
}

/**
 * The list on a phone (below Bootstrap's md): one card per application with its name,
 * stage, passport, status, dates and actions in view, nothing to scroll sideways for. The order is chosen
 * with the filters' Order, the column headers being the table's.
 */
export function ApplicationCards({ applications, onDelete, selection }: ApplicationCardsProps) {
  const { i18n, t } = useLingui();
  const stageName = useStageName();
  return (
    <>
      <label className="form-check mb-2">
        <SelectAllBox count={applications.length} selection={selection} />
        <span className="form-check-label ms-2">
          <Trans>Select every application on this page</Trans>
        </span>
      </label>
      <ul className="list-unstyled mb-0" aria-label={t`Application cards`}>
        {applications.map((application) => {
          const name = listedName(i18n, application);
          return (
            <li key={application._id} className="card mb-2">
              <div className="card-body p-3">
                <div className="d-flex align-items-start gap-2 mb-2">
                  <SelectBox id={application._id} name={name} selection={selection} />
                  <h2 className="h6 mb-0 flex-grow-1 text-break">{name}</h2>
                  <StatusBadge status={application.isStatus} />
                </div>
                <dl className="row small mb-2">
                  <dt className="col-6 fw-normal text-body-secondary">{t`STAGE`}</dt>
                  <dd className="col-6 mb-1 text-break">
                    <StageMark application={application} name={stageName} />
                  </dd>
                  <dt className="col-6 fw-normal text-body-secondary">{t`PASSPORT NO`}</dt>
                  <dd className="col-6 mb-1 text-break">
                    <span className="font-monospace">{application.passport}</span>
                    <ExpiredPassportMark expiry={application.passportExpiry} />
                  </dd>
                  <dt className="col-6 fw-normal text-body-secondary">{t`VISA COLLECT DATE`}</dt>
                  <dd className="col-6 mb-1">{application.pending || '—'}</dd>
                  <dt className="col-6 fw-normal text-body-secondary">{t`VISA APPROVE DATE`}</dt>
                  <dd className="col-6 mb-0">{application.approve || '—'}</dd>
                </dl>
                <RowActions application={application} name={name} onDelete={() => onDelete(application)} />
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
