import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { PAGE_TITLES } from '../../../config/page-titles';

export function ProfileRoute() {
  return <PlaceholderPage title={PAGE_TITLES.profile} />;
}
