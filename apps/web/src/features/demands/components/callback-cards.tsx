import { Trans, useLingui } from '@lingui/react/macro';
import { LANGUAGES, PAGES, type Callback } from '@visadesk/contract';
import { generatePath, Link } from 'react-router';
import { fieldLabel } from '../../../i18n/contract-texts';
import { CallbackContact } from './callback-contact';

interface CallbackCardsProps {
  callbacks: readonly Callback[];
  onTurn: (callback: Callback) => void;
  onDelete: (callback: Callback) => void;
}

/** The language of the page the worker wrote from, by its own name. */
const languageName = (code: string) => LANGUAGES.find((language) => language.code === code)?.name ?? code;

/** When the request was left, in the desk's language. */
function LeftAt({ at }: { at: string }) {
  const { i18n } = useLingui();
  const when = new Date(at);
  if (Number.isNaN(when.getTime())) return <>{at}</>;
  return <time dateTime={at}>{new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(when)}</time>;
}

interface CallbackCardProps extends Omit<CallbackCardsProps, 'callbacks'> {
  callback: Callback;
}

/** Who asked, for which job, from which page, and what to do next. */
function CallbackCard({ callback, onTurn, onDelete }: CallbackCardProps) {
  const { i18n, t } = useLingui();
  const { name, application } = callback;
  return (
    <div className="card h-100">
      <div className="card-body p-3">
        <div className="d-flex align-items-start gap-2 mb-2">
          <h2 className="h6 mb-0 flex-grow-1 text-break">{name}</h2>
          <small className="text-body-secondary"><LeftAt at={callback.createdAt} /></small>
        </div>
        <dl className="row small mb-2">
          <dt className="col-4 fw-normal text-body-secondary">{t`Phone`}</dt>
          <dd className="col-8 mb-1"><CallbackContact name={name} phone={callback.phone} /></dd>
          <dt className="col-4 fw-normal text-body-secondary">{fieldLabel(i18n, 'position')}</dt>
          <dd className="col-8 mb-1">{callback.positionTitle}</dd>
          <dt className="col-4 fw-normal text-body-secondary">{t`Employer`}</dt>
          <dd className="col-8 mb-1">{[callback.employer, callback.country].filter(Boolean).join(', ')}</dd>
          <dt className="col-4 fw-normal text-body-secondary">{t`Language`}</dt>
          <dd className="col-8 mb-0" lang={callback.language}>{languageName(callback.language)}</dd>
        </dl>
        <div className="d-flex flex-wrap gap-2">
          {application ? (
            <Link className="btn btn-sm btn-outline-secondary" to={generatePath(PAGES.updateApplicationView, { id: application })}><Trans>Open its application</Trans></Link>
          ) : (
            <button type="button" className="btn btn-sm btn-primary" onClick={() => onTurn(callback)} aria-label={t`Turn into application: ${name}`}><Trans>Turn into application</Trans></button>
          )}
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => onDelete(callback)} aria-label={t`Delete: ${name}`}><Trans>Delete</Trans></button>
        </div>
      </div>
    </div>
  );
}

/** One card per request, newest first, on a phone and a wide screen alike. */
export function CallbackCards({ callbacks, onTurn, onDelete }: CallbackCardsProps) {
  const { t } = useLingui();
  return (
    <ul className="list-unstyled row g-2 mb-0" aria-label={t`Call-back requests`}>
      {callbacks.map((callback) => (
        <li key={callback._id} className="col-12 col-lg-6">
          <CallbackCard callback={callback} onTurn={onTurn} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
