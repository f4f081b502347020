import type { Application, ApplicationStatus } from '@visadesk/contract';
import { ApplicantDocuments } from './applicant-documents';
import { APPLICANT_SECTIONS, STATUS_LABELS } from './applicant-sections';

/** Written out in full so the CSS build sees each class in use. */
const STATUS_CLASS: Record<ApplicationStatus, string> = {
  pending: 'applicant-status-pending',
  approved: 'applicant-status-approved',
  rejected: 'applicant-status-rejected',
};

/** One applicant's copy: status heading, photo, name banner, sections A to D and the documents. */
export function ApplicantCopySheet({ application }: { application: Application }) {
  const status = STATUS_LABELS[application.isStatus] ?? application.isStatus;
  const name = `${application.givenN} ${application.surname}`.trim();
  const photo = application.image || application.imageThumb;
  return (
    <article className="applicant-copy card shadow-sm mb-4" aria-labelledby={`status-${application._id}`}>
      <div className="card-body">
        <h2 id={`status-${application._id}`} className={`h4 mb-3 ${STATUS_CLASS[application.isStatus] ?? ''}`}>
          {`Application Status: ${status}`}
        </h2>
        <div className="d-flex flex-wrap gap-3 align-items-start mb-4">
          {photo && <img className="applicant-photo img-thumbnail" src={photo} alt={`Photo of ${name}`} width={144} height={176} />}
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
                {section.fields.map(([field, label]) => (
                  <div key={field} className="fact">
                    <dt className="fw-normal text-body-secondary">{label}</dt>
                    <dd>{application[field] || '—'}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
        <ApplicantDocuments application={application} />
      </div>
    </article>
  );
}
