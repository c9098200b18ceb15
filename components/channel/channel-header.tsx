import PlaySquareOutlined from '@ant-design/icons/PlaySquareOutlined';
import type { Channel } from '../../types/content';
import AspectImage from '../common/aspect-image';
import { IMAGE_SIZES } from '../common/image-sizes';
import detail from '../common/detail.module.css';
import PerformerChips from '../common/performer-chips';
import styles from './channel.module.css';
import { countOf } from '../../lib/plural';

/** Cover, name, video count, description and the channel's performers. */
export default function ChannelHeader({ channel }: { channel: Channel }) {
  return (
    <header className={styles.header} data-testid="channel-header">
      <AspectImage src={channel.cover} alt="" ratio="4 / 1" sizes={IMAGE_SIZES.page} rounded="none" priority className={styles.cover} />
      <div className={styles.body}>
        <h1 className={detail.title} data-testid="channel-name">
          {channel.name}
        </h1>
        <span className={styles.count}>
          <PlaySquareOutlined aria-hidden /> {countOf(channel.videosCount, 'videos')}
        </span>
        {channel.description && <p className={detail.description}>{channel.description}</p>}
        <PerformerChips performers={channel.performers} />
      </div>
    </header>
  );
}
