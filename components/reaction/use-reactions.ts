import { useCallback, useEffect } from 'react';
import { ROUTES } from '../../lib/constants';
import { objectKey } from '../../lib/engagement';
import { navigate } from '../../lib/navigation';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { noReactions, reactionStateRequested, reactionToggleRequested } from '../../redux/reactions/slice';
import type { ReactionAction, ReactionTarget } from '../../types/reaction';

/** The viewer's reactions to one object (fetched for signed-in viewers) and a toggle; visitors are sent to log in. */
export function useReactions({ objectType, objectId }: ReactionTarget) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const entry = useAppSelector((s) => s.reactions[objectKey({ objectType, objectId })]) ?? noReactions;

  useEffect(() => {
    if (loggedIn) dispatch(reactionStateRequested({ objectType, objectId }));
  }, [dispatch, loggedIn, objectType, objectId]);

  const toggle = useCallback(
    (action: ReactionAction) => {
      if (!loggedIn) {
        void navigate(ROUTES.authLogin);
        return;
      }
      dispatch(reactionToggleRequested({ objectType, objectId, action, on: !entry.state[action] }));
    },
    [dispatch, loggedIn, objectType, objectId, entry.state],
  );

  return { ...entry, state: loggedIn ? entry.state : noReactions.state, loggedIn, toggle };
}
