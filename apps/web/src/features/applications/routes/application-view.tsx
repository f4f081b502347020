import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { PAGE_TITLES } from '../../../config/page-titles';

export function ApplicationViewRoute() {
  return <PlaceholderPage title={PAGE_TITLES.userView} />;
}
