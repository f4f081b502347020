import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { COOKIES, type CurrentUser } from '@visadesk/contract';
import { hasCookie } from '../cookies';

/**
 * 'unknown' while a remembered session is being restored at start-up, so guards wait instead of
 * sending a returning staff member to the login page.
 */
export type SessionStatus = 'unknown' | 'authenticated' | 'anonymous';

/** Why the last session ended: an expiry is worth telling the user, a logout is not. */
export type SessionEndReason = 'expired' | 'signedOut';

export interface AuthState {
  /** The access token lives only here, in memory, never in web storage (design notes, "Security model"). */
  token: string | null;
  user: CurrentUser | null;
  status: SessionStatus;
  endReason: SessionEndReason | null;
}

export interface WithAuth {
  auth: AuthState;
}

function initialAuthState(): AuthState {
  // The hint cookie is the only trace of a session a script can see; without it there is none.
  const remembered = hasCookie(COOKIES.sessionHint);
  return { token: null, user: null, status: remembered ? 'unknown' : 'anonymous', endReason: null };
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    sessionStarted(state, action: PayloadAction<{ token: string; user: CurrentUser }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.status = 'authenticated';
      state.endReason = null;
    },
    /** The staff member turned their second factor on or off on the Profile page. */
    twoFactorChanged(state, action: PayloadAction<boolean>) {
      if (state.user) state.user.twoFactor.enabled = action.payload;
    },
    /** The server refused a call until a second factor is set up: the super admin now requires one. */
    twoFactorDemanded(state) {
      if (state.user) state.user.twoFactor.required = true;
    },
    /** The staff member saved their own profile: the menu's name, the email, a reset's demand lifted. */
    profileSaved(state, action: PayloadAction<{ name: string; email: string; passwordChanged: boolean }>) {
      if (!state.user) return;
      state.user.name = action.payload.name;
      state.user.email = action.payload.email;
      if (action.payload.passwordChanged) state.user.mustChangePassword = false;
    },
    sessionEnded(state, action: PayloadAction<SessionEndReason>) {
      state.token = null;
      state.user = null;
      state.status = 'anonymous';
      state.endReason = action.payload;
    },
  },
});

export const { tokenReceived, sessionStarted, sessionEnded, twoFactorChanged, twoFactorDemanded, profileSaved } = authSlice.actions;
export const authReducer = authSlice.reducer;

export const selectAuth = (state: WithAuth): AuthState => state.auth;
export const selectSessionStatus = (state: WithAuth): SessionStatus => state.auth.status;
export const selectCurrentUser = (state: WithAuth): CurrentUser | null => state.auth.user;
export const selectIsSuperAdmin = (state: WithAuth): boolean => state.auth.user?.role === 'superadmin';
/** Signed in, but the super admin requires a second factor this staff member has not set up yet. */
export const selectOwesSecondFactor = (state: WithAuth): boolean =>
  Boolean(state.auth.user?.twoFactor.required && !state.auth.user.twoFactor.enabled);
/** Signed in with a temporary password the super admin gave: a new one comes before anything else. */
export const selectMustChangePassword = (state: WithAuth): boolean => Boolean(state.auth.user?.mustChangePassword);
