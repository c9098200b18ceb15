import type { ListingKind } from '../../types/listing';
import type { ReactedItem, ReactionAction } from '../../types/reaction';
import type { ListingItems } from '../listings';
import { createListSlice } from '../lists/list-slice';
import type { ListState } from '../request-state';
import { reactionToggleSucceeded } from '../reactions/slice';

/** Every kind of card a user can favourite has a list of their own. */
export type ReactedKind = ListingKind;
export type ReactedEntry = ReactedItem<ListingItems[ReactedKind]>;

/** GET /reactions/{videos|galleries|products|performers}?action: the signed-in user's favourites or watch-later items. */
export interface ReactedListQuery {
  kind: ReactedKind;
  action: ReactionAction;
  limit?: number;
  offset?: number;
}

/** An item taken back (unfavourited, removed from watch later) leaves the list at once. */
function withoutTakenBack(state: ListState<ReactedEntry>, result: ReturnType<typeof reactionToggleSucceeded>['payload']) {
  if (result.reacted) return state;
  const matches = (i: ReactedEntry) => i.objectType === result.objectType && i.objectId === result.objectId && i.action === result.action;
  const removed = state.items.filter(matches).length;
  if (removed === 0) return state;
  return { ...state, items: state.items.filter((i) => !matches(i)), total: Math.max(0, state.total - removed) };
}

/** The list shown on /user/favourites and /user/watch-later (one at a time). */
const reactedSlice = createListSlice<ReactedEntry, ReactedListQuery>('reacted', {
  extraReducers: (builder) => {
    builder.addCase(reactionToggleSucceeded, (state, action) => withoutTakenBack(state, action.payload));
  },
});

export const reactedActions = reactedSlice.actions;
export default reactedSlice.reducer;
