import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { subscriptionsActions } from '../../redux/subscriptions/slice';
import type { Subscription } from '../../types/subscriptions';
import LightButton from '../common/light-button';

/** "Turn back on": a cancelled subscription whose period lasts renews again as before (nothing is charged now). */
export default function ResumeSubscriptionButton({ subscription, name }: { subscription: Subscription; name: string }) {
  const dispatch = useAppDispatch();
  const resuming = useAppSelector((s) => Boolean(s.subscriptions.resuming[subscription._id]));
  return (
    <LightButton
      size="small"
      type="primary"
      ghost
      loading={resuming}
      onClick={() => dispatch(subscriptionsActions.resumeRequested(subscription._id))}
      aria-label={`Turn the subscription to ${name} back on`}
      data-testid="resume-subscription"
    >
      Turn back on
    </LightButton>
  );
}
