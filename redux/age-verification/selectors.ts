import type { RootState } from '../root-reducer';
import { selectAgeVerified } from '../user/selectors';

/** The age prompt shows when verification was asked for a logged-in user whose age is not verified yet. */
export const selectAgePromptOpen = (s: RootState) => s.auth.verificationRequired && s.auth.loggedIn && !selectAgeVerified(s);
