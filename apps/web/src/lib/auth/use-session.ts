import { AUTH_MESSAGES, COOKIES, PAGES } from '@visadesk/contract';
import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { hasCookie } from '../cookies';
import {
  selectAuth,
  selectCurrentUser,
  selectIsSuperAdmin,
  selectSessionStatus,
  sessionEnded,
} from './auth-slice';
import { revokeSession } from './session';
import { SESSION_CHECK_INTERVAL_MS } from '../../config/timing';

export const useSessionStatus = () => useSelector(selectSessionStatus);
export const useCurrentUser = () => useSelector(selectCurrentUser);
export const useIsSuperAdmin = () => useSelector(selectIsSuperAdmin);

/** The notice the login page shows when the last session ended by itself. */
export function useSessionEndNotice(): string | null {
  const { status, endReason } = useSelector(selectAuth);
  return status === 'anonymous' && endReason === 'expired' ? AUTH_MESSAGES.sessionExpired : null;
}

/**
 * The spec's 60-second check: the non-secret hint cookie expires (or is cleared) together with
 * the refresh cookie, so once it is gone the session cannot be renewed and the user must sign in.
 */
export function useSessionCheck(): void {
  const status = useSessionStatus();
  const dispatch = useDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    if (status !== 'authenticated') return;
    const timer = setInterval(() => {
      if (hasCookie(COOKIES.sessionHint)) return;
      dispatch(sessionEnded('expired'));
      void navigate(PAGES.login, { replace: true });
    }, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [status, dispatch, navigate]);
}

/** Signs out and goes home (the staff-area guard also sends a signed-out user home, not to login). */
export function useLogout(): () => Promise<void> {
  const dispatch = useDispatch();
  const navigate = useNavigate();

  return useCallback(async () => {
    await revokeSession();
    dispatch(sessionEnded('signedOut'));
    await navigate(PAGES.home, { replace: true });
  }, [dispatch, navigate]);
}
