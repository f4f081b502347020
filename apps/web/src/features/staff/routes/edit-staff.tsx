import { PAGES, UserSchema, type User } from '@visadesk/contract';
import { Navigate, useLocation } from 'react-router';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { useCurrentUser } from '../../../lib/auth';
import { EditStaffForm } from '../components/edit-staff-form';
import { ResetPasswordSection } from '../components/reset-password-section';
import { ResetTwoFactorSection } from '../components/reset-two-factor-section';

/** The account comes from the Admin List through the router, as in the original client. */
function accountFromState(state: unknown): User | null {
  if (typeof state !== 'object' || state === null) return null;
  const parsed = UserSchema.safeParse((state as Record<string, unknown>).user);
  return parsed.success ? parsed.data : null;
}

export function EditStaffRoute() {
  const account = accountFromState(useLocation().state);
  const me = useCurrentUser();
  if (!account) return <Navigate to={PAGES.userManagement} replace />;
  return (
    <section>
      <NamedPageTitle page="editUserManagement" />
      <EditStaffForm key={account._id} account={account} />
      {/* One's own password changes on the Profile page, proving the current one. */}
      {me?._id !== account._id && <ResetPasswordSection key={`reset-${account._id}`} account={account} />}
      {/* One's own second factor goes off on the Profile page, with the password and a code. */}
      {me?._id !== account._id && account.twoFactorEnabled && <ResetTwoFactorSection key={`two-factor-${account._id}`} account={account} />}
    </section>
  );
}
