import { useLingui } from '@lingui/react/macro';
import type { ApplicantCopy } from '@visadesk/contract';
import { APPLICANT_SECTIONS, applicantName, copyLines, shownValue } from './applicant-fields';
import { FIELD_WORDS, shownDate } from './applicant-words';
import '../../styles/applicant-copy.css';

/**
 * The body of an applicant copy, the same for staff and for the applicant: photo, name banner,
 * collect and approve dates, and sections A to D under the labels the form uses. It takes the
 * public copy's shape, which the staff's full record satisfies too.
 */
export function ApplicantParticulars({ application }: { application: ApplicantCopy }) {
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
              <dd>{shownDate(i18n, application.pending) || '—'}</dd>
            </div>
            <div className="fact">
              <dt>{t`VISA APPROVE DATE`}</dt>
              <dd>{shownDate(i18n, application.approve) || '—'}</dd>
            </div>
          </dl>
        </div>
      </div>
      <div className="row">
        {APPLICANT_SECTIONS.map((section) => (
          <section key={section.key} className="col-lg-6 applicant-section mb-3" aria-label={i18n._(section.words)}>
            <h3 className="h6 fw-bold applicant-section-title">{i18n._(section.words)}</h3>
            <dl className="fact-list mb-0">
              {copyLines(application, section.fields).map((field) => (
                <div key={field} className="fact">
                  <dt className="fw-normal text-body-secondary">{i18n._(FIELD_WORDS[field])}</dt>
                  <dd dir="auto">{shownValue(i18n, application, field) || '—'}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </>
  );
}
