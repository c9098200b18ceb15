import { subscriptionService } from '../../services/subscription.service';
import { createListSagas } from '../lists/list-sagas';
import { userSubscriptionsActions } from './slice';

export const userSubscriptionsSagas = createListSagas(userSubscriptionsActions, subscriptionService.search);
export default userSubscriptionsSagas.watch;
