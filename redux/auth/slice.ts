import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginPayload } from '../../types/auth';
import type { User } from '../../types/user';
import { failed, idle, started, succeeded, type RequestError, type RequestState } from '../request-state';

/**
 * Whether there is a session, and the login, age prompt and forgotten-password steps. The signed-in user
 * itself is held once, by the user slice (`user.current`); read it with selectAuthUser (redux/user/selectors.ts).
 */
export interface AuthState {
  loggedIn: boolean;
  verificationRequired: boolean;
  loginAuth: RequestState<{ expiresAt: string }>;
  forgotData: RequestState<{ sent: boolean }>;
}

export const initialAuthState: AuthState = {
  loggedIn: false,
  verificationRequired: false,
  loginAuth: idle({ data: null }),
  forgotData: idle({ data: null }),
};

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loginRequested(state, _action: PayloadAction<LoginPayload>) {
      state.loginAuth = started(state.loginAuth);
    },
    /** Same path as loginRequested, but clears a pending age verification first. */
    loginWithVerificationRequested(state, _action: PayloadAction<LoginPayload>) {
      state.verificationRequired = false;
      state.loginAuth = started(state.loginAuth);
    },
    /** The user slice keeps `user`. */
    loginSucceeded(state, action: PayloadAction<{ user: User; expiresAt: string }>) {
      state.loggedIn = true;
      state.loginAuth = succeeded({ data: { expiresAt: action.payload.expiresAt } });
    },
    loginFailed(state, action: PayloadAction<RequestError>) {
      state.loggedIn = false;
      state.loginAuth = failed(state.loginAuth, action.payload);
    },
    ageVerificationRequired(state) {
      state.verificationRequired = true;
    },
    /** "Not now": the prompt closes; the gates on the content stay. */
    ageVerificationDismissed(state) {
      state.verificationRequired = false;
    },
    /** The server says the user's age is verified: the prompt never shows again (the user slice marks the user). */
    ageVerified(state) {
      state.verificationRequired = false;
    },
    /** A token cookie was found and /users/me accepted it (the user slice keeps the user). */
    sessionRestored(state, _action: PayloadAction<User>) {
      state.loggedIn = true;
    },
    /** The token cookie is gone or was refused: forget the session without calling the API. */
    sessionCleared() {
      return initialAuthState;
    },
    logoutRequested() {},
    logoutSucceeded() {
      return initialAuthState;
    },
    forgotRequested(state, _action: PayloadAction<{ email: string }>) {
      state.forgotData = started(state.forgotData);
    },
    forgotSucceeded(state, action: PayloadAction<{ sent: boolean }>) {
      state.forgotData = succeeded({ data: action.payload });
    },
    forgotFailed(state, action: PayloadAction<RequestError>) {
      state.forgotData = failed(state.forgotData, action.payload);
    },
    forgotReset(state) {
      state.forgotData = idle({ data: null });
    },
  },
});

export const {
  loginRequested,
  loginWithVerificationRequested,
  loginSucceeded,
  loginFailed,
  ageVerificationRequired,
  ageVerificationDismissed,
  ageVerified,
  sessionRestored,
  sessionCleared,
  logoutRequested,
  logoutSucceeded,
  forgotRequested,
  forgotSucceeded,
  forgotFailed,
  forgotReset,
} = authSlice.actions;

export default authSlice.reducer;
