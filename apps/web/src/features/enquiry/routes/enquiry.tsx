import { PageTitle } from '../../../components/ui/page-title';
import { PAGE_TITLES } from '../../../config/page-titles';
import { EnquiryForm } from '../components/enquiry-form';

export function EnquiryRoute() {
  return (
    <div className="container py-5">
      <div className="card shadow-sm mx-auto enquiry-card">
        <div className="card-body p-4">
          <PageTitle className="h3 mb-2">{PAGE_TITLES.enquiry}</PageTitle>
          <p className="text-body-secondary mb-4">
            Enter the details from your passport to see your application status and your applicant copy.
          </p>
          <EnquiryForm />
        </div>
      </div>
    </div>
  );
}
