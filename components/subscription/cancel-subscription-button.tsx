import { accessEndDate } from '../../lib/subscriptions';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { subscriptionsActions } from '../../redux/subscriptions/slice';
import type { Subscription } from '../../types/subscriptions';
import LazyPopconfirm from '../common/lazy-popconfirm';
import LightButton from '../common/light-button';

/** Cancel, after a confirmation that says until when access lasts (the period is paid: it is not cut short). */
export default function CancelSubscriptionButton({ subscription, name }: { subscription: Subscription; name: string }) {
  const dispatch = useAppDispatch();
  const cancelling = useAppSelector((s) => Boolean(s.subscriptions.cancelling[subscription._id]));
  return (
    <LazyPopconfirm
      title={`Cancel your subscription to ${name}?`}
      description={`It will not renew. You keep access until ${accessEndDate(subscription)}.`}
      okText="Cancel subscription"
      cancelText="Keep it"
      okButtonProps={{ danger: true }}
      onConfirm={() => {
        dispatch(subscriptionsActions.cancelRequested(subscription._id));
      }}
    >
      <LightButton size="small" loading={cancelling} aria-label={`Cancel the subscription to ${name}`} data-testid="cancel-subscription">
        Cancel
      </LightButton>
    </LazyPopconfirm>
  );
}
