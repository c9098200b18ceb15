import PlaySquareOutlined from '@ant-design/icons/PlaySquareOutlined';
import Link from '../common/link';
import { paths } from '../../lib/catalogue';
import type { Channel } from '../../types/content';
import AspectImage from '../common/aspect-image';
import { IMAGE_SIZES } from '../common/image-sizes';
import styles from '../common/card.module.css';

/** 16:9 cover with the video count, name and the channel's performers. */
export default function ChannelCard({ channel }: { channel: Channel }) {
  const href = paths.channel(channel);
  return (
    <article className={styles.card} data-testid="channel-card">
      <Link href={href} className={styles.mediaLink} tabIndex={-1} aria-hidden>
        <AspectImage src={channel.cover} alt="" ratio="16 / 9" sizes={IMAGE_SIZES.wideCard} />
        <span className={`${styles.bottomRight} ${styles.pill}`}>
          <PlaySquareOutlined aria-hidden /> {channel.videosCount}
        </span>
      </Link>
      <div className={styles.body}>
        <Link href={href} className={styles.title} data-testid="channel-card-name">
          {channel.name}
        </Link>
        <div className={styles.meta}>
          {channel.performers.slice(0, 3).map((p) => (
            <Link key={p._id} href={paths.performer(p)} className={styles.metaLink}>
              {p.name}
            </Link>
          ))}
        </div>
      </div>
    </article>
  );
}
