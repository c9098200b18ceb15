import type { PerformerSubscribersQuery, Subscriber } from '../../types/subscriptions';
import { createListSlice } from '../lists/list-slice';

/** /performer/subscribers: the performer's subscribers (GET /subscriptions/performer/search), of one status or all. */
const performerSubscribersSlice = createListSlice<Subscriber, PerformerSubscribersQuery>('performerSubscribers');

export const performerSubscribersActions = performerSubscribersSlice.actions;
export default performerSubscribersSlice.reducer;
