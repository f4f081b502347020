import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAGES, type Application } from '@visadesk/contract';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { applicantName } from '../../../components/applicant/applicant-fields';
import { STATUS_WORDS } from '../../../components/applicant/applicant-words';
import { applicationViewPath, type ApplicationRouteState } from '../application-paths';

/** What the list shows of one application, as a table row on a wide screen or a card on a phone. */

const STATUS_BADGES: Record<Application['isStatus'], string> = {
  pending: 'text-bg-warning',
  approved: 'text-bg-success',
  rejected: 'text-bg-danger',
};

/** The spec: with isAdmin set, the list names the applicant 'Admin' instead of by name. */
export function listedName(i18n: I18n, application: Application): string {
  return application.isAdmin ? i18n._(msg`Admin`) : applicantName(application);
}

export function StatusBadge({ status }: { status: Application['isStatus'] }) {
  const { i18n } = useLingui();
  return <span className={`badge ${STATUS_BADGES[status]}`}>{i18n._(STATUS_WORDS[status])}</span>;
}

/** View, Edit and Delete, each named after the applicant for a screen reader. */
export function RowActions({ application, name, onDelete }: { application: Application; name: string; onDelete: () => void }) {
  const { t } = useLingui();
  const editState: ApplicationRouteState = { id: application._id };
  return (
    <>
      <Link className="btn btn-outline-primary btn-sm me-1" to={applicationViewPath(application._id)} aria-label={t`View ${name}`}>
        <Trans>View</Trans>
      </Link>
      <Link className="btn btn-outline-secondary btn-sm me-1" to={PAGES.editApplication} state={editState} aria-label={t`Edit ${name}`}>
        <Trans>Edit</Trans>
      </Link>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onDelete} aria-label={t`Delete ${name}`}>
        <Trans>Delete</Trans>
      </button>
    </>
  );
}

/** Which applications are ticked for a status change of several. */
export interface Selection {
  selected: ReadonlySet<string>;
  toggle: (id: string, on: boolean) => void;
  toggleAll: (on: boolean) => void;
}

/** The tick of one application. */
export function SelectBox({ id, name, selection }: { id: string; name: string; selection: Selection }) {
  const { t } = useLingui();
  return (
    <input
      type="checkbox"
      className="form-check-input"
      checked={selection.selected.has(id)}
      onChange={(event) => selection.toggle(id, event.currentTarget.checked)}
      aria-label={t`Select ${name}`}
    />
  );
}

/** The tick of the whole page: half-ticked (indeterminate) when some of it is. */
export function SelectAllBox({ count, selection }: { count: number; selection: Selection }) {
  const { t } = useLingui();
  const box = useRef<HTMLInputElement>(null);
  const ticked = selection.selected.size;
  useEffect(() => {
    if (box.current) box.current.indeterminate = ticked > 0 && ticked < count;
  }, [ticked, count]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="form-check-input"
      checked={count > 0 && ticked === count}
      onChange={(event) => selection.toggleAll(event.currentTarget.checked)}
      aria-label={t`Select every application on this page`}
    />
  );
}
