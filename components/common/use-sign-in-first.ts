import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { navigate } from '../../lib/navigation';
import { loginPath } from '../../lib/return-path';
import { useAppSelector } from '../../redux/hooks';

/**
 * For actions that need an account (buy, add to cart, like, comment): whether the viewer is signed in, the
 * log-in address that brings a visitor back to this page, and a guard that sends a visitor there.
 */
export function useSignInFirst() {
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const { asPath } = useRouter();
  const loginHref = loginPath(asPath);
  /** True when signed in; otherwise goes to log in (and back here afterwards) and answers false. */
  const ensureSignedIn = useCallback(() => {
    if (!loggedIn) void navigate(loginHref);
    return loggedIn;
  }, [loggedIn, loginHref]);
  return { loggedIn, loginHref, ensureSignedIn };
}
