import type { RootState } from '../root-reducer';
import type { CurrentUser } from './slice';

type Viewing = Pick<RootState, 'auth' | 'user'>;

/**
 * The signed-in user is held once, in the user slice (`user.current`, kept current by login, session restore,
 * profile and image updates, age verification); the auth slice holds whether there is a session. Everything
 * else reads the user through these selectors.
 */
export const selectCurrentUser = (s: Pick<RootState, 'user'>): CurrentUser => s.user.current;

/** The spec's `authUser`: the signed-in user, or null for a visitor. */
export const selectAuthUser = (s: Viewing): CurrentUser | null => (s.auth.loggedIn && s.user.current._id ? s.user.current : null);

export const selectAuthUserId = (s: Viewing): string | null => selectAuthUser(s)?._id ?? null;

/** Whether the signed-in user's age is verified (false for a visitor). */
export const selectAgeVerified = (s: Viewing): boolean => Boolean(selectAuthUser(s)?.verifymyage_verified);
