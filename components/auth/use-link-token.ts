import { useEffect, useRef } from 'react';
import { useSubmit } from '../common/use-submit';

/**
 * Sends the token of a mailed link once, as the page loads (verify-email, confirm-email): a token works once,
 * so it is never sent twice (React's strict mode runs mount effects twice in development).
 * Pass a stable function (a service method).
 */
export function useLinkToken<R>(token: string, action: (token: string) => Promise<R>) {
  const state = useSubmit(action);
  const { submit } = state;
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    void submit(token);
  }, [token, submit]);
  return state;
}
