import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { selectAuthUser } from '../../redux/user/selectors';
import { userSubscriptionsActions } from '../../redux/user-subscriptions/slice';
import type { Promotion } from '../../types/content';

/**
 * Who is looking, as promotions are aimed: a visitor (not logged in), a member without a subscription, a
 * subscriber (a subscription that unlocks content now), or a performer (never asked to join or subscribe).
 * null while a member's subscriptions are being looked up.
 */
export type ViewerStanding = 'visitor' | 'member' | 'subscriber' | 'performer';

/** Enough of the viewer's subscriptions to know whether one gives access now. */
const SUBSCRIPTIONS_LOOKED_AT = 50;

export function useViewerStanding(): ViewerStanding | null {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const isPerformer = useAppSelector((s) => Boolean(selectAuthUser(s)?.isPerformer));
  const subscriptions = useAppSelector((s) => s.userSubscriptions);
  const lookUp = loggedIn && !isPerformer;
  useEffect(() => {
    if (lookUp) dispatch(userSubscriptionsActions.loadRequested({ query: { limit: SUBSCRIPTIONS_LOOKED_AT, offset: 0 } }));
  }, [dispatch, lookUp]);
  if (!loggedIn) return 'visitor';
  if (isPerformer) return 'performer';
  if (!subscriptions.success) return subscriptions.error ? 'member' : null;
  return subscriptions.items.some((s) => s.hasAccess) ? 'subscriber' : 'member';
}

const AUDIENCES: Record<ViewerStanding, ReadonlyArray<Promotion['audience']>> = {
  visitor: ['everyone', 'visitors'],
  member: ['everyone', 'members'],
  subscriber: ['everyone', 'subscribers'],
  performer: ['everyone'],
};

/** The promotions for this viewer; while their standing is not known yet, only those for everyone. */
export function promotionsFor(items: readonly Promotion[], standing: ViewerStanding | null): Promotion[] {
  const audiences = standing ? AUDIENCES[standing] : ['everyone'];
  return items.filter((p) => audiences.includes(p.audience));
}
