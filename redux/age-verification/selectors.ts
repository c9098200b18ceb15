import type { RootState } from '../root-reducer';

/** The age prompt shows when verification was asked for a logged-in user whose age is not verified yet. */
export const selectAgePromptOpen = (s: RootState) => s.auth.verificationRequired && s.auth.loggedIn && !s.auth.authUser?.verifymyage_verified;
