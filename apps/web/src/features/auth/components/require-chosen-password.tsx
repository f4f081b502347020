import { PAGES } from '@visadesk/contract';
import { useSelector } from 'react-redux';
import { Navigate, Outlet } from 'react-router';
import { selectMustChangePassword } from '../../../lib/auth';

/**
 * The desk, once the password is the staff member's own: after the super admin's reset the server
 * refuses every other call, so the person goes straight to choosing a new one.
 */
export function RequireChosenPassword() {
  const mustChangePassword = useSelector(selectMustChangePassword);
  if (mustChangePassword) return <Navigate to={PAGES.choosePassword} replace />;
  return <Outlet />;
}
