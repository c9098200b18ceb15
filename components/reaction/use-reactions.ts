import { useCallback, useEffect } from 'react';
import { objectKey } from '../../lib/engagement';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { noReactions, reactionStateRequested, reactionToggleRequested } from '../../redux/reactions/slice';
import type { ReactionAction, ReactionTarget } from '../../types/reaction';
import { useSignInFirst } from '../common/use-sign-in-first';

/** The viewer's reactions to one object (fetched for signed-in viewers unless known) and a toggle; visitors are sent to log in and back. */
export function useReactions({ objectType, objectId }: ReactionTarget) {
  const dispatch = useAppDispatch();
  const { loggedIn, loginHref, ensureSignedIn } = useSignInFirst();
  const entry = useAppSelector((s) => s.reactions[objectKey({ objectType, objectId })]) ?? noReactions;

  // A list may have given the state already (the feed's items carry the fan's own).
  const known = entry.loaded;
  useEffect(() => {
    if (loggedIn && !known) dispatch(reactionStateRequested({ objectType, objectId }));
  }, [dispatch, loggedIn, known, objectType, objectId]);

  const toggle = useCallback(
    (action: ReactionAction) => {
      if (!ensureSignedIn()) return;
      dispatch(reactionToggleRequested({ objectType, objectId, action, on: !entry.state[action] }));
    },
    [dispatch, ensureSignedIn, objectType, objectId, entry.state],
  );

  return { ...entry, state: loggedIn ? entry.state : noReactions.state, loggedIn, loginHref, toggle };
}
