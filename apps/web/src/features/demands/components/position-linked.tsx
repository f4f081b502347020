import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { overQuota, type ApplicationStatus, type Linked, type Position } from '@visadesk/contract';
import { STATUS_WORDS } from '../../../components/applicant/applicant-words';
import { Alert } from '../../../components/ui/alert';
import { useStages } from '../../../lib/stages';
import { Money } from './demand-parts';
import { TERMS_WORDS } from './demand-words';

const NO_LINKS: Linked = { total: 0, byStatus: {}, byStage: {} };

/** "Yes", "No", the agency's words, or a dash when not said. */
function Terms({ value }: { value: string }) {
  const { i18n } = useLingui();
  if (value === 'yes' || value === 'no') return <>{i18n._(TERMS_WORDS[value])}</>;
  return <>{value || '—'}</>;
}

/** A count per key (a stage, a status) as a small table, named by its caption. */
function CountTable({ caption, first, rows }: { caption: string; first: string; rows: readonly [string, string, number][] }) {
  const { t } = useLingui();
  if (rows.length === 0) return null;
  return (
    <table className="table table-sm align-middle mb-3">
      <caption className="caption-top">{caption}</caption>
      <thead><tr><th scope="col">{first}</th><th scope="col" className="text-end">{t`Workers`}</th></tr></thead>
      <tbody>{rows.map(([key, name, count]) => <tr key={key}><th scope="row" className="fw-normal">{name}</th><td className="text-end">{count}</td></tr>)}</tbody>
    </table>
  );
}

/** The workers linked to the position by stage, by the agency's stage names, in the journey's order. */
function ByStage({ title, byStage }: { title: string; byStage: Readonly<Record<string, number>> }) {
  const { t } = useLingui();
  const stages = useStages().data?.stages ?? [];
  const order = (id: string) => (id === '' ? -1 : stages.findIndex((stage) => stage.id === id));
  const nameOf = (id: string) => (id === '' ? t`Not on the journey yet` : (stages.find((stage) => stage.id === id)?.name ?? id));
  const rows = Object.entries(byStage).sort(([a], [b]) => order(a) - order(b)).map(([id, count]): [string, string, number] => [id, nameOf(id), count]);
  return <CountTable caption={t`${title}: by stage`} first={t`Stage`} rows={rows} />;
}

/** One position of a demand: what it offers, its quota, and the workers linked to it by stage and by status. */
export function PositionLinked({ position, linked }: { position: Position; linked: Readonly<Record<string, Linked>> }) {
  const { i18n, t } = useLingui();
  const links = linked[position._id] ?? NO_LINKS;
  const over = overQuota(position, linked);
  const { title, quota } = position;
  const statusRows = Object.entries(links.byStatus).map(([status, count]): [string, string, number] => [status, STATUS_WORDS[status as ApplicationStatus] ? i18n._(STATUS_WORDS[status as ApplicationStatus]) : status, count]);
  return (
    <section className="card mb-3" aria-label={title}>
      <div className="card-body">
        <h3 className="h5">{title}</h3>
        <p className="mb-2"><Trans>Quota {quota}; <strong><Plural value={links.total} one="# worker linked" other="# workers linked" /></strong></Trans></p>
        {over > 0 && <Alert tone="warning"><Plural value={over} one="Over quota: # worker more than the quota is linked." other="Over quota: # workers more than the quota are linked." /></Alert>}
        <dl className="fact-list mb-3">
          <div className="fact"><dt>{t`Monthly salary`}</dt><dd><Money amount={position.salary.amount} currency={position.salary.currency} /></dd></div>
          <div className="fact"><dt>{t`Working hours`}</dt><dd>{position.hours || '—'}</dd></div>
          <div className="fact"><dt>{t`Food`}</dt><dd><Terms value={position.food} /></dd></div>
          <div className="fact"><dt>{t`Accommodation`}</dt><dd><Terms value={position.accommodation} /></dd></div>
          <div className="fact"><dt>{t`Ticket`}</dt><dd><Terms value={position.ticket} /></dd></div>
          <div className="fact"><dt>{t`Contract`}</dt><dd><Plural value={position.contractYears} one="# year" other="# years" /></dd></div>
          <div className="fact"><dt>{t`Skills required`}</dt><dd>{position.skills || '—'}</dd></div>
        </dl>
        <div className="row">
          <div className="col-md-6"><ByStage title={title} byStage={links.byStage} /></div>
          <div className="col-md-6"><CountTable caption={t`${title}: by status`} first={t`Status`} rows={statusRows} /></div>
        </div>
      </div>
    </section>
  );
}
