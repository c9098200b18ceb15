import LightAvatar from '../common/light-avatar';
import Tag from '../common/light-tag';
import { DEFAULT_AVATAR } from '../../lib/constants';
import { LIKE_ONLY } from '../../lib/engagement';
import { formatCount, formatDate } from '../../lib/format';
import type { Performer } from '../../types/performer';
import AspectImage from '../common/aspect-image';
import { IMAGE_SIZES } from '../common/image-sizes';
import FollowButton from '../follow/follow-button';
import ReactionButtons from '../reaction/reaction-buttons';
import ReportButton from '../report/report-button';
import SubscriptionStanding from '../subscription/subscription-standing';
import TipButton from '../tip/tip-button';
import MessageButton from '../messages/message-button';
import styles from './performer-header.module.css';

/** Cover, avatar, name with an online badge (kept live), @username, Subscribe (or the fan's standing), Follow, Message, a tip, like, and the performer's numbers. */
export default function PerformerHeader({ performer }: { performer: Performer }) {
  const { stats } = performer;
  const numbers = [
    { label: 'Videos', value: stats.videos },
    { label: 'Galleries', value: stats.galleries },
    { label: 'Products', value: stats.products },
    { label: 'Subscribers', value: stats.subscribers },
    { label: 'Likes', value: stats.likes },
    { label: 'Views', value: stats.views },
  ];
  const lastSeen = formatDate(performer.lastOnlineAt);
  return (
    <header className={styles.header} data-testid="performer-header">
      <AspectImage src={performer.cover} alt="" ratio="4 / 1" sizes={IMAGE_SIZES.page} rounded="none" priority className={styles.cover} />
      <div className={styles.identity}>
        <LightAvatar src={performer.avatar || DEFAULT_AVATAR} alt={performer.name} size={132} className={styles.avatar} />
        <div className={styles.names}>
          <h1 className={styles.name} data-testid="performer-name">
            {performer.name}
            {performer.isOnline ? (
              <Tag color="green" className={styles.status} data-testid="performer-online">
                Online
              </Tag>
            ) : (
              lastSeen && <span className={styles.lastSeen}>Last seen {lastSeen}</span>
            )}
          </h1>
          <span className={styles.handle}>@{performer.username}</span>
          <div className={styles.reactions}>
            <SubscriptionStanding performer={performer} />
            <FollowButton performerId={performer._id} />
            <MessageButton userId={performer._id} />
            <TipButton performer={performer} />
            <ReactionButtons objectType="performer" objectId={performer._id} actions={LIKE_ONLY} counts={{ like: stats.likes }} />
            <ReportButton objectType="performer" objectId={performer._id} ownerId={performer._id} />
          </div>
        </div>
      </div>
      <dl className={styles.numbers} data-testid="performer-stats">
        {numbers.map((n) => (
          <div key={n.label} className={styles.number}>
            <dt>{n.label}</dt>
            <dd>{formatCount(n.value)}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
