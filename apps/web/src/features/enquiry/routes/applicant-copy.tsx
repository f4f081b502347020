import { APPLICATION_MESSAGES, PAGES } from '@visadesk/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageTitle } from '../../../components/ui/page-title';
import { PAGE_TITLES } from '../../../config/page-titles';
import { forgetResults, heldResults } from '../api/held-results';
import { ApplicantCopySheet } from '../components/applicant-copy-sheet';
import '../../../styles/applicant-copy-print.css';

/**
 * The applicant copy of whatever the enquiry just found. The results live only in memory and are
 * forgotten when the visitor leaves this page, so Back or a reload shows the notice instead.
 */
export function ApplicantCopyRoute() {
  const [applications] = useState(heldResults);
  useEffect(() => forgetResults, []);

  return (
    <div className="container py-5 applicant-copy-page">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <PageTitle className="h3 mb-0">{PAGE_TITLES.viewOne}</PageTitle>
        {applications.length > 0 && (
          <div className="d-flex gap-2 no-print">
            <Link className="btn btn-outline-secondary" to={PAGES.enquiry}>
              New enquiry
            </Link>
            <button type="button" className="btn btn-primary" onClick={() => window.print()}>
              Print
            </button>
          </div>
        )}
      </div>
      {applications.length === 0 ? (
        <>
          <Alert tone="info">{APPLICATION_MESSAGES.noApplicationData}</Alert>
          <Link className="btn btn-primary" to={PAGES.enquiry}>
            Check your application status
          </Link>
        </>
      ) : (
        // The copies carry no id (the enquiry answers none) and never change order while shown.
        applications.map((application, index) => <ApplicantCopySheet key={index} application={application} />)
      )}
    </div>
  );
}
