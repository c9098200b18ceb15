import { useEffect } from 'react';
import { currentKey } from '../../lib/subscriptions';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { subscriptionsActions } from '../../redux/subscriptions/slice';

/**
 * The signed-in viewer's subscription that gives access to a performer (null: the site-wide one), asked for
 * once the page is in the browser (it is the viewer's own, never part of a shared page) and again when the
 * socket says a subscription of theirs changed. `subscription` is null for a visitor and for a fan with none.
 */
export function useCurrentSubscription(performerId: string | null) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const entry = useAppSelector((s) => s.subscriptions.current[currentKey(performerId)]);
  useEffect(() => {
    if (loggedIn) dispatch(subscriptionsActions.currentRequested({ performerId }));
  }, [dispatch, loggedIn, performerId]);
  return {
    subscription: loggedIn ? (entry?.data ?? null) : null,
    /** Not known yet: a signed-in viewer's answer has not come. */
    pending: loggedIn && !entry?.success && !entry?.error,
  };
}
