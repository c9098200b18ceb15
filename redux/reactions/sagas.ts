import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeEvery } from 'redux-saga/effects';
import { MESSAGES } from '../../lib/constants';
import { toRequestError } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { reactionService } from '../../services/reaction.service';
import type { ReactionResult, ReactionState, ReactionTarget } from '../../types/reaction';
import {
  reactionStateFailed,
  reactionStateRequested,
  reactionStateSucceeded,
  reactionToggleFailed,
  reactionToggleRequested,
  reactionToggleSucceeded,
  type ReactionToggle,
} from './slice';

export function* reactionStateFlow(action: PayloadAction<ReactionTarget>) {
  const { objectType, objectId } = action.payload;
  try {
    const state: ReactionState = yield call(reactionService.state, { objectType, objectId });
    yield put(reactionStateSucceeded({ objectType, objectId, state }));
  } catch (error) {
    // The buttons stay usable (shown as not set); a later toggle answers the real state.
    yield put(reactionStateFailed({ objectType, objectId, error: toRequestError(error, MESSAGES.genericError) }));
  }
}

export function* toggleReactionFlow(action: PayloadAction<ReactionToggle>) {
  const { on, ...input } = action.payload;
  try {
    const result: ReactionResult = yield call(reactionService.set, input, on);
    yield put(reactionToggleSucceeded(result));
  } catch (error) {
    const failure = toRequestError(error, MESSAGES.genericError);
    yield put(reactionToggleFailed({ ...input, error: failure }));
    yield call(notify.error, failure.message);
  }
}

export default function* reactionsSagas() {
  yield all([takeEvery(reactionStateRequested.type, reactionStateFlow), takeEvery(reactionToggleRequested.type, toggleReactionFlow)]);
}
