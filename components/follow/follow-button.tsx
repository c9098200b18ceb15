import HeartFilled from '@ant-design/icons/HeartFilled';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { formatCount } from '../../lib/format';
import { notify } from '../../lib/notify';
import { countOf } from '../../lib/plural';
import { useAppSelector } from '../../redux/hooks';
import { followService } from '../../services/follow.service';
import type { FollowState } from '../../types/follow';
import LightButton from '../common/light-button';
import LightTooltip from '../common/light-tooltip';
import { useSignInFirst } from '../common/use-sign-in-first';
import styles from '../reaction/reactions.module.css';

function hint(state: FollowState | null): string {
  if (state?.subscribed) return 'You follow the creators you subscribe to';
  return state?.following ? 'Stop following: their new posts leave your feed' : 'Follow for free: their new posts reach your feed';
}

/**
 * Follow (free) or Following, with the performer's followers. Visitors get a link to log in and come back; a
 * subscriber follows while the subscription lasts, so the button says Following and cannot be turned off. On their own
 * page a creator sees their followers instead.
 */
export default function FollowButton({ performerId }: { performerId: string }) {
  const { loggedIn, loginHref, ensureSignedIn } = useSignInFirst();
  const [state, setState] = useState<FollowState | null>(null);
  const [busy, setBusy] = useState(false);
  const own = useAppSelector((s) => s.auth.loggedIn && s.user.current._id === performerId);

  useEffect(() => {
    if (!loggedIn) return;
    let current = true;
    followService
      .state(performerId)
      .then((next) => current && setState(next))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [loggedIn, performerId]);

  const toggle = async () => {
    if (!ensureSignedIn() || busy) return;
    setBusy(true);
    try {
      setState(await (state?.following ? followService.unfollow(performerId) : followService.follow(performerId)));
    } catch (error) {
      notify.error(errorMessage(error, 'That did not work: try again in a moment.'));
    } finally {
      setBusy(false);
    }
  };

  const following = loggedIn && Boolean(state?.following);
  // A creator does not follow themselves: on their own page they see how many do.
  if (own)
    return state ? (
      <span className={styles.followers} data-testid="follow-count">
        {countOf(state.followers, 'followers', formatCount)}
      </span>
    ) : null;
  return (
    <LightTooltip title={hint(loggedIn ? state : null)}>
      <LightButton
        shape="round"
        icon={following ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
        className={`${styles.button} ${following ? styles.active : ''}`}
        aria-pressed={loggedIn ? following : undefined}
        loading={busy}
        disabled={Boolean(state?.subscribed)}
        href={loggedIn ? undefined : loginHref}
        onClick={(event) => {
          event.preventDefault();
          void toggle();
        }}
        data-testid="follow-button"
        data-following={String(following)}
      >
        {following ? 'Following' : 'Follow'}
        {state && (
          <span className={styles.count} data-testid="follow-count">
            {formatCount(state.followers)}
          </span>
        )}
      </LightButton>
    </LightTooltip>
  );
}
