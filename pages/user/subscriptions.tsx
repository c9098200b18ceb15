import { createPurchaseListPage } from '../../components/orders/purchase-list-page';
import SubscriptionsList from '../../components/subscription/subscriptions-list';
import { loadUserSubscriptions } from '../../redux/page-loaders';
import type { UserSubscriptionsQuery } from '../../types/subscriptions';

/** /user/subscriptions: the signed-in fan's subscriptions with their status, next charge or end, and Cancel. */
export default createPurchaseListPage<UserSubscriptionsQuery>({
  testId: 'subscriptions-page',
  title: 'Your subscriptions',
  heading: 'Subscriptions',
  subtitle: 'The performers you support, and until when.',
  noun: 'subscriptions',
  total: (s) => s.userSubscriptions.total,
  load: loadUserSubscriptions,
  List: SubscriptionsList,
});
