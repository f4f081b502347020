import { dateInWords, type StatementClaims } from '@visadesk/contract';
import { fillIn } from '../../../i18n/island-words';
import type { Currency, Verdict } from '../api/check-statement';
import type { VerifyWords } from '../verify-words';

/** A day (YYYY-MM-DD) of seconds since 1970, as the agency's statement counts them (UTC). */
const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
/** Left-to-right values (passport digits, days) keep their order inside right-to-left text. */
const Isolated = ({ children }: { children: string }) => <bdi dir="ltr">{children}</bdi>;

/** Exactly the statement's fields, and nothing else: a verifier sees what was signed. */
function ClaimList({ claims, words }: { claims: StatementClaims; words: VerifyWords }) {
  const { fields, language } = words;
  const day = (value: string) => dateInWords(language, value);
  const rows: [string, React.ReactNode][] = [
    [fields.agency, claims.iss],
    [fields.name, <bdi key="name">{claims.n}</bdi>],
    [fields.passport, <Isolated key="passport">{claims.p ? `•••••${claims.p}` : '•••••'}</Isolated>],
    [fields.nationality, claims.c],
    [fields.decision, words.statuses[claims.s]],
    [fields.decidedOn, <Isolated key="decided">{day(claims.d)}</Isolated>],
    ...(claims.g ? [[fields.stage, <bdi key="stage">{claims.g}</bdi>] as [string, React.ReactNode]] : []),
    [fields.issued, <Isolated key="issued">{day(dayOf(claims.iat))}</Isolated>],
    [fields.validUntil, <Isolated key="until">{day(dayOf(claims.exp))}</Isolated>],
  ];
  return (
    <dl className="row mb-0 verify-claims">
      {rows.map(([label, value]) => (
        <div key={label} className="col-12 d-flex flex-wrap gap-2 border-bottom py-2">
          <dt className="fw-normal text-body-secondary">{label}</dt>
          <dd className="mb-0 fw-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CurrencyNote({ currency, words }: { currency: Currency | undefined; words: VerifyWords }) {
  if (!currency) return <p role="status" className="mb-0">{words.checking}</p>;
  if (currency.state === 'current') return <p className="alert alert-success mb-0">{words.current}</p>;
  if (currency.state === 'unknown') return <p className="alert alert-secondary mb-0">{words.offline}</p>;
  const revoked = currency.revokedAt ? ` ${fillIn(words.revokedOn, { date: dateInWords(words.language, currency.revokedAt.slice(0, 10)) }, words.language)}` : '';
  return <p className="alert alert-warning mb-0">{words.notCurrent + revoked}</p>;
}

/** A sentence naming the agency, its name isolated: in any script, it never reorders the words around it. */
function withAgency(template: string, agency: string) {
  const [before = '', after = ''] = template.split('{agency}');
  return (
    <>
      {before}
      <bdi>{agency}</bdi>
      {after}
    </>
  );
}

/** The verdict in large words, then why (refused) or what was signed and whether it still holds (genuine). */
export function StatementResult({ verdict, currency, words }: { verdict: Verdict; currency: Currency | undefined; words: VerifyWords }) {
  if (!verdict.genuine) {
    return (
      <section className="verify-result verify-refused border border-danger rounded p-3" aria-live="polite">
        <p className="display-5 fw-bold text-danger mb-2" role="alert">{words.notGenuine}</p>
        <p className="mb-0">{words.problems[verdict.problem]}</p>
      </section>
    );
  }
  return (
    <section className="verify-result border border-success rounded p-3" aria-live="polite">
      <p className="display-5 fw-bold text-success mb-1" role="status">{words.genuine}</p>
      <p>{withAgency(words.genuineDetail, verdict.claims.iss)}</p>
      <ClaimList claims={verdict.claims} words={words} />
      <div className="mt-3">
        <CurrencyNote currency={currency} words={words} />
      </div>
    </section>
  );
}
