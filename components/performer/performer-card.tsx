import Link from '../common/link';
import { paths } from '../../lib/catalogue';
import { DEFAULT_AVATAR } from '../../lib/constants';
import { formatCount } from '../../lib/format';
import type { Performer } from '../../types/performer';
import AspectImage from '../common/aspect-image';
import { IMAGE_SIZES } from '../common/image-sizes';
import card from '../common/card.module.css';
import OnlineDot from './online-dot';
import styles from './performer.module.css';
import { countOf } from '../../lib/plural';

/** What the card reads of a performer (lists that are sent in the page's data send no more). */
export type PerformerCardFields = Pick<Performer, '_id' | 'username' | 'name' | 'avatar' | 'isOnline'> & {
  stats?: Pick<NonNullable<Performer['stats']>, 'subscribers'>;
};

/** Round avatar with an online dot, name, @username and (when any) subscribers. */
export default function PerformerCard({ performer }: { performer: PerformerCardFields }) {
  const href = paths.performer(performer);
  const subscribers = performer.stats?.subscribers ?? 0;
  return (
    <article className={`${card.card} ${styles.card}`} data-testid="performer-card">
      <div className={styles.avatarWrap}>
        <Link href={href} className={styles.avatarLink} tabIndex={-1} aria-hidden>
          <AspectImage src={performer.avatar || DEFAULT_AVATAR} alt="" ratio="1 / 1" sizes={IMAGE_SIZES.avatarCard} rounded="circle" />
        </Link>
        <span className={styles.dotSlot}>
          <OnlineDot online={performer.isOnline} hideOffline />
        </span>
      </div>
      <div className={`${card.body} ${styles.center}`}>
        <Link href={href} className={card.title} data-testid="performer-card-name">
          {performer.name}
        </Link>
        <span className={card.meta}>
          @{performer.username}
          {subscribers ? ` · ${countOf(subscribers, 'subscribers', formatCount)}` : ''}
        </span>
      </div>
    </article>
  );
}
