import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { objectKey } from '../../lib/engagement';
import type { RequestError } from '../../lib/errors';
import type { ReactionAction, ReactionInput, ReactionResult, ReactionState, ReactionTarget } from '../../types/reaction';
import { logoutSucceeded, sessionCleared } from '../auth/slice';

/** The viewer's reactions to one object and the object's counts as the last answers gave them. */
export interface ObjectReactions {
  state: ReactionState;
  /** Counts from reaction answers; until one comes, the page shows the object's own stats. */
  counts: Partial<Record<ReactionAction, number>>;
  pending: Partial<Record<ReactionAction, boolean>>;
  /** The viewer's state came from GET /reactions/state. */
  loaded: boolean;
}

/** Keyed by objectKey(target). */
export type ReactionsState = Record<string, ObjectReactions>;

export type ReactionToggle = ReactionInput & { on: boolean };

export const initialReactionsState: ReactionsState = {};

export const noReactions: ObjectReactions = {
  state: { like: false, favourite: false, watch_later: false },
  counts: {},
  pending: {},
  loaded: false,
};

const entryOf = (state: ReactionsState, target: ReactionTarget): ObjectReactions =>
  (state[objectKey(target)] ??= { ...noReactions, state: { ...noReactions.state }, counts: {}, pending: {} });

const reactionsSlice = createSlice({
  name: 'reactions',
  initialState: initialReactionsState,
  reducers: {
    reactionStateRequested(_state, _action: PayloadAction<ReactionTarget>) {},
    reactionStateSucceeded(state, action: PayloadAction<ReactionTarget & { state: ReactionState }>) {
      const entry = entryOf(state, action.payload);
      entry.state = action.payload.state;
      entry.loaded = true;
    },
    reactionStateFailed(_state, _action: PayloadAction<ReactionTarget & { error: RequestError }>) {},
    /** The viewer's states as a list's answer gave them (its items then need no read each); a toggle under way keeps its own. */
    reactionStatesLoaded(state, action: PayloadAction<Array<ReactionTarget & { state: ReactionState }>>) {
      for (const item of action.payload) {
        const entry = entryOf(state, item);
        if (Object.keys(entry.pending).length > 0) continue;
        entry.state = item.state;
        entry.loaded = true;
      }
    },
    /** Like / unlike, favourite / unfavourite, save for later / take back (on = add). */
    reactionToggleRequested(state, action: PayloadAction<ReactionToggle>) {
      entryOf(state, action.payload).pending[action.payload.action] = true;
    },
    reactionToggleSucceeded(state, action: PayloadAction<ReactionResult>) {
      const { action: kind, reacted, count } = action.payload;
      const entry = entryOf(state, action.payload);
      entry.state[kind] = reacted;
      entry.counts[kind] = count;
      delete entry.pending[kind];
    },
    reactionToggleFailed(state, action: PayloadAction<ReactionInput & { error: RequestError }>) {
      delete entryOf(state, action.payload).pending[action.payload.action];
    },
  },
  extraReducers: (builder) => {
    // Another viewer's reactions are not ours.
    builder.addCase(logoutSucceeded, () => initialReactionsState).addCase(sessionCleared, () => initialReactionsState);
  },
});

export const {
  reactionStateRequested,
  reactionStateSucceeded,
  reactionStateFailed,
  reactionStatesLoaded,
  reactionToggleRequested,
  reactionToggleSucceeded,
  reactionToggleFailed,
} = reactionsSlice.actions;

export default reactionsSlice.reducer;
