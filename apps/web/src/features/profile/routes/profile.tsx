import { PageLoader } from '../../../components/ui/page-loader';
import { PageTitle } from '../../../components/ui/page-title';
import { PAGE_TITLES } from '../../../config/page-titles';
import { useCurrentUser } from '../../../lib/auth';
import { ProfileForm } from '../components/profile-form';

/** DESIGN.md guards this page: a staff member edits their own name and password. */
export function ProfileRoute() {
  const me = useCurrentUser();
  return (
    <section>
      <PageTitle>{PAGE_TITLES.profile}</PageTitle>
      {me ? <ProfileForm key={me._id} me={me} /> : <PageLoader />}
    </section>
  );
}
