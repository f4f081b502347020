import type { Application } from '@visadesk/contract';
import { Fragment } from 'react';
import { APPLICANT_SECTIONS, FIELD_LABELS, STATUS_LABELS } from '../applicant-fields';

interface ApplicantCopyProps {
  application: Application;
}

/** The applicant copy: status heading, photo, name banner and the four sections of particulars. */
export function ApplicantCopy({ application }: ApplicantCopyProps) {
  const photo = application.image || application.imageThumb;
  return (
    <article className="applicant-copy card shadow-sm mb-4">
      <div className="card-body">
        <h2 className="h4 mb-3">{`Applicant Copy — ${STATUS_LABELS[application.isStatus]}`}</h2>
        <div className="d-flex flex-wrap gap-3 align-items-start mb-3">
          {photo ? (
            <img className="applicant-photo img-thumbnail" src={photo} alt={`Photo of ${application.givenN} ${application.surname}`} />
          ) : (
            <div className="applicant-photo applicant-photo-missing img-thumbnail">No photo</div>
          )}
          <div className="flex-grow-1">
            <p className="applicant-banner mb-2">
              {application.surname.toUpperCase()} {application.givenN}
            </p>
            <dl className="row small mb-0">
              <dt className="col-sm-5">VISA COLLECT DATE</dt>
              <dd className="col-sm-7">{application.pending || '—'}</dd>
              <dt className="col-sm-5">VISA APPROVE DATE</dt>
              <dd className="col-sm-7">{application.approve || '—'}</dd>
            </dl>
          </div>
        </div>
        <div className="row">
          {APPLICANT_SECTIONS.map((section) => (
            <section key={section.title} className="col-lg-6 applicant-section mb-3">
              <h3 className="h6 section-heading">{section.title}</h3>
              <dl className="row mb-0">
                {section.fields.map((field) => (
                  <Fragment key={field}>
                    <dt className="col-sm-5 fw-normal text-body-secondary">{FIELD_LABELS[field]}</dt>
                    <dd className="col-sm-7">{application[field] || '—'}</dd>
                  </Fragment>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
