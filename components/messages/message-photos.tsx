import LockFilled from '@ant-design/icons/LockFilled';
import { mediaCount } from '../../lib/message-media-count';
import type { Message } from '../../types/message';
import UnlockButton from '../common/unlock-button';
import { useMoney } from '../common/use-money';
import styles from './message-photos.module.css';
import MessageVideo from './message-video';

/**
 * A message's photos and videos: a photo opens full size in a new tab, a video plays in place; a paid one its receiver
 * has not unlocked shows blurred (a video with a play glyph), with "Unlock for $X" (bought through checkout, like any
 * item). Its sender sees what they asked for it.
 */
export default function MessagePhotos({ message, mine }: { message: Message; mine: boolean }) {
  const money = useMoney();
  const { photos, price } = message;
  const locked = price !== null && !price.unlocked;
  return (
    <div className={styles.photos} data-testid="message-photos" data-locked={locked || undefined}>
      <ul className={styles.grid} data-count={Math.min(photos.length, 4)}>
        {photos.map((photo, index) => (
          <li key={photo._id} className={styles.cell} data-kind={photo.kind}>
            {photo.kind === 'video' ? (
              <MessageVideo video={photo} index={index} count={photos.length} />
            ) : photo.url ? (
              <a href={photo.url} target="_blank" rel="noopener noreferrer" aria-label={`Photo ${index + 1} of ${photos.length}, full size`}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a signed, short-lived link: not for the image optimiser */}
                <img
                  src={photo.thumbnail ?? photo.url}
                  alt=""
                  width={photo.width ?? undefined}
                  height={photo.height ?? undefined}
                  className={styles.image}
                  data-testid="message-photo"
                />
              </a>
            ) : (
              // eslint-disable-next-line @next/next/no-img-element -- the public blurred preview
              <img src={photo.thumbnail ?? undefined} alt="" className={`${styles.image} ${styles.blurred}`} data-testid="message-photo-locked" />
            )}
          </li>
        ))}
      </ul>
      {locked && (
        <div className={styles.lock}>
          <LockFilled aria-hidden />
          <span>{mediaCount(photos)}</span>
          <UnlockButton forSale performer={null} item={{ type: 'message', id: message._id }} testId="message-unlock" size="middle">
            Unlock for {money(price.amountCents)}
          </UnlockButton>
        </div>
      )}
      {mine && price && (
        <p className={styles.price} data-testid="message-price">
          Paid message: fans unlock it for {money(price.amountCents)}
        </p>
      )}
    </div>
  );
}
