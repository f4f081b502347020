import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { PAGE_TITLES } from '../../../config/page-titles';

export function EnquiryRoute() {
  return <PlaceholderPage title={PAGE_TITLES.enquiry} />;
}
