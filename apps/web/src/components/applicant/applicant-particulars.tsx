import type { ApplicantCopy } from '@visadesk/contract';
import { APPLICANT_SECTIONS, applicantName, FIELD_LABELS, shownOnCopy, shownValue } from './applicant-fields';
import '../../styles/applicant-copy.css';

/**
 * The body of an applicant copy, the same for staff and for the applicant: photo, name banner,
 * collect and approve dates, and sections A to D under the labels the form uses. It takes the
 * public copy's shape, which the staff's full record satisfies too.
 */
export function ApplicantParticulars({ application }: { application: ApplicantCopy }) {
  const photo = application.image;
  return (
    <>
      <div className="d-flex flex-wrap gap-3 align-items-start mb-4">
        {photo ? (
          <img className="applicant-photo img-thumbnail" src={photo} alt={`Photo of ${applicantName(application)}`} width={144} height={176} />
        ) : (
          <div className="applicant-photo applicant-photo-missing img-thumbnail">No photo</div>
        )}
        <div className="flex-grow-1">
          <p className="applicant-banner mb-3">
            {application.surname.toUpperCase()} {application.givenN}
          </p>
          <dl className="fact-list small mb-0">
            <div className="fact">
              <dt>VISA COLLECT DATE</dt>
              <dd>{application.pending || '—'}</dd>
            </div>
            <div className="fact">
              <dt>VISA APPROVE DATE</dt>
              <dd>{application.approve || '—'}</dd>
            </div>
          </dl>
        </div>
      </div>
      <div className="row">
        {APPLICANT_SECTIONS.map((section) => (
          <section key={section.title} className="col-lg-6 applicant-section mb-3" aria-label={section.title}>
            <h3 className="h6 fw-bold applicant-section-title">{section.title}</h3>
            <dl className="fact-list mb-0">
              {section.fields.filter(shownOnCopy).map((field) => (
                <div key={field} className="fact">
                  <dt className="fw-normal text-body-secondary">{FIELD_LABELS[field]}</dt>
                  <dd>{shownValue(application, field) || '—'}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </>
  );
}
