import { isAnyOf } from '@reduxjs/toolkit';
import type { Subscription, UserSubscriptionsQuery } from '../../types/subscriptions';
import { createListSlice } from '../lists/list-slice';
import { subscriptionsActions } from '../subscriptions/slice';

/**
 * /user/subscriptions: the caller's subscriptions (GET /subscriptions/user/search); one cancelled or turned back on
 * is updated in place.
 */
const userSubscriptionsSlice = createListSlice<Subscription, UserSubscriptionsQuery>('userSubscriptions', {
  extraReducers: (builder) =>
    builder.addMatcher(isAnyOf(subscriptionsActions.cancelSucceeded, subscriptionsActions.resumeSucceeded), (state, action) => {
      const index = state.items.findIndex((s) => s._id === action.payload._id);
      if (index >= 0) state.items[index] = action.payload;
    }),
});

export const userSubscriptionsActions = userSubscriptionsSlice.actions;
export default userSubscriptionsSlice.reducer;
