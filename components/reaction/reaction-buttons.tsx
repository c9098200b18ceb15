import ClockCircleFilled from '@ant-design/icons/ClockCircleFilled';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import HeartFilled from '@ant-design/icons/HeartFilled';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import LikeFilled from '@ant-design/icons/LikeFilled';
import LikeOutlined from '@ant-design/icons/LikeOutlined';
import type { ReactNode } from 'react';
import { formatCount } from '../../lib/format';
import type { ReactionAction, ReactionTarget } from '../../types/reaction';
import LightTooltip from '../common/light-tooltip';
import LightButton from '../common/light-button';
import { useReactions } from './use-reactions';
import styles from './reactions.module.css';

interface Look {
  label: string;
  activeLabel: string;
  hint: string;
  icon: ReactNode;
  activeIcon: ReactNode;
}

const LOOKS: Record<ReactionAction, Look> = {
  like: { label: 'Like', activeLabel: 'Liked', hint: 'Like', icon: <LikeOutlined />, activeIcon: <LikeFilled /> },
  favourite: {
    label: 'Favourite',
    activeLabel: 'Favourited',
    hint: 'Keep it in your favourites',
    icon: <HeartOutlined />,
    activeIcon: <HeartFilled />,
  },
  watch_later: {
    label: 'Watch later',
    activeLabel: 'Saved',
    hint: 'Save it to watch later',
    icon: <ClockCircleOutlined />,
    activeIcon: <ClockCircleFilled />,
  },
};

interface Props extends ReactionTarget {
  actions: readonly ReactionAction[];
  /**
   * The object's own counts (its stats); a reaction's answer replaces them. Actions without one show no count,
   * even after an answer: a count that only a click reveals would be gone again after a reload.
   */
  counts?: Partial<Record<ReactionAction, number>>;
  /** Small and borderless, beside a comment. */
  compact?: boolean;
}

const testId = (action: ReactionAction) => `reaction-${action.replace('_', '-')}`;

/** Like, favourite and watch-later toggles showing the viewer's state and the counts. */
export default function ReactionButtons({ objectType, objectId, actions, counts = {}, compact = false }: Props) {
  const reactions = useReactions({ objectType, objectId });
  return (
    <div className={styles.buttons} role="group" aria-label="Reactions" data-testid="reaction-buttons">
      {actions.map((action) => {
        const look = LOOKS[action];
        const active = reactions.state[action];
        const count = counts[action] === undefined ? undefined : (reactions.counts[action] ?? counts[action]);
        return (
          <LightTooltip key={action} title={look.hint}>
            <LightButton
              shape="round"
              size={compact ? 'small' : undefined}
              type={compact ? 'text' : undefined}
              icon={active ? look.activeIcon : look.icon}
              className={`${styles.button} ${active ? styles.active : ''}`}
              aria-pressed={reactions.loggedIn ? active : undefined}
              loading={Boolean(reactions.pending[action])}
              // Visitors get a real link to the login page (it works before the page's script runs).
              href={reactions.loggedIn ? undefined : reactions.loginHref}
              onClick={(event) => {
                event.preventDefault();
                reactions.toggle(action);
              }}
              data-testid={testId(action)}
              data-active={String(active)}
            >
              {active ? look.activeLabel : look.label}
              {count !== undefined && (
                <span className={styles.count} data-testid={`${testId(action)}-count`}>
                  {formatCount(count)}
                </span>
              )}
            </LightButton>
          </LightTooltip>
        );
      })}
    </div>
  );
}
