export {
  authReducer,
  selectAuth,
  selectCurrentUser,
  selectIsSuperAdmin,
  selectMustChangePassword,
  selectOwesSecondFactor,
  selectSessionStatus,
  sessionEnded,
  profileSaved,
  sessionStarted,
  tokenReceived,
  twoFactorChanged,
  twoFactorDemanded,
  type AuthState,
  type SessionStatus,
  type WithAuth,
} from './auth-slice';
export { useLoginRedirectState, type LoginRedirectState } from './redirect-state';
export {
  bindApiClientToStore,
  fetchCurrentUser,
  restoreSession,
  revokeSession,
  startSession,
} from './session';
export {
  useCurrentUser,
  useIsSuperAdmin,
  useLogout,
  useSessionCheck,
  useSessionEndNotice,
  useSessionStatus,
} from './use-session';
