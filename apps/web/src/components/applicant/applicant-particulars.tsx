import { useLingui } from '@lingui/react/macro';
import { directionOf, isLanguage, type ApplicantCopy } from '@visadesk/contract';
import { Isolated } from '../ui/isolated';
import { APPLICANT_SECTIONS, applicantName, copyLines, isolationOf, shownValue } from './applicant-fields';
import { shownDate } from './applicant-words';
import { fieldLabel, sectionLabel } from '../../i18n/contract-texts';
import '../../styles/applicant-copy.css';

/**
 * One value of the copy, set apart from the page as its kind asks (isolationOf): a date in the
 * page's own direction, since it is written in the page's words; a dash while there is none.
 */
function CopyValue({ value, isolation }: { value: string; isolation: ReturnType<typeof isolationOf> }) {
  const { i18n } = useLingui();
  const pageDirection = isLanguage(i18n.locale) ? directionOf(i18n.locale) : 'ltr';
  return <dd>{value ? <Isolated dir={isolation === 'page' ? pageDirection : isolation}>{value}</Isolated> : '—'}</dd>;
}

/**
 * The body of an applicant copy, the same for staff and for the applicant: photo, name banner,
 * collect and approve dates, and sections A to D under the labels the form uses. It takes the
 * public copy's shape, which the staff's full record satisfies too (its journey aside: the staff's
 * has the desk's, the copy the applicant's timeline; the signed statement is the copy's alone).
 */
export function ApplicantParticulars({ application }: { application: Omit<ApplicantCopy, 'journey' | 'payments' | 'proof'> }) {
  const { i18n, t } = useLingui();
  const photo = application.image;
  const name = applicantName(application);
  return (
    <>
      <div className="d-flex flex-wrap gap-3 align-items-start mb-4">
        {photo ? (
          <img className="applicant-photo img-thumbnail" src={photo} alt={t`Photo of ${name}`} width={144} height={176} />
        ) : (
          <div className="applicant-photo applicant-photo-missing img-thumbnail">{t`No photo`}</div>
        )}
        <div className="flex-grow-1">
          <p className="applicant-banner mb-3" dir="auto">
            {application.surname.toUpperCase()} {application.givenN}
          </p>
          <dl className="fact-list small mb-0">
            <div className="fact">
              <dt>{t`VISA COLLECT DATE`}</dt>
              <CopyValue value={shownDate(i18n, application.pending)} isolation="page" />
            </div>
            <div className="fact">
              <dt>{t`VISA APPROVE DATE`}</dt>
              <CopyValue value={shownDate(i18n, application.approve)} isolation="page" />
            </div>
          </dl>
        </div>
      </div>
      <div className="row">
        {APPLICANT_SECTIONS.map((section) => (
          <section key={section.key} className="col-lg-6 applicant-section mb-3" aria-label={sectionLabel(i18n, section.key)}>
            <h3 className="h6 fw-bold applicant-section-title">{sectionLabel(i18n, section.key)}</h3>
            <dl className="fact-list mb-0">
              {copyLines(application, section.fields).map((field) => (
                <div key={field} className="fact">
                  <dt className="fw-normal text-body-secondary">{fieldLabel(i18n, field)}</dt>
                  <CopyValue value={shownValue(i18n, application, field)} isolation={isolationOf(field)} />
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </>
  );
}
