import { createPurchaseListPage } from '../../components/orders/purchase-list-page';
import SubscribersList from '../../components/studio/subscribers-list';
import { studioPage } from '../../components/studio/studio-page';
import { SUBSCRIBER_FILTERS, SUBSCRIPTION_STATUS_OPTIONS } from '../../lib/studio';
import { loadSubscribers } from '../../redux/studio-loaders';
import type { PerformerSubscribersQuery } from '../../types/subscriptions';

/** /performer/subscribers: the performer's subscribers, by status (?status=), with load-more. */
export default studioPage(
  'subscribers',
  createPurchaseListPage<PerformerSubscribersQuery>({
    testId: 'subscribers-page',
    title: 'Subscribers · Studio',
    heading: 'Subscribers',
    subtitle: 'Who subscribes to you, on which package, and until when.',
    noun: 'subscribers',
    total: (s) => s.performerSubscribers.total,
    selects: [{ name: 'status', label: 'Subscription status', options: SUBSCRIPTION_STATUS_OPTIONS, placeholder: 'All statuses', clearable: true }],
    rules: SUBSCRIBER_FILTERS,
    load: loadSubscribers,
    List: SubscribersList,
  }),
);
