import PlayCircleFilled from '@ant-design/icons/PlayCircleFilled';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import type { ReactNode } from 'react';
import { paths } from '../../lib/catalogue';
import { DEFAULT_AVATAR } from '../../lib/constants';
import { formatDate, formatDuration } from '../../lib/format';
import { countOf } from '../../lib/plural';
import type { Access, PerformerCard } from '../../types/catalogue';
import type { FeedItem } from '../../types/feed';
import AgeNotice from '../age-verification/age-notice';
import AccessBadge from '../common/access-badge';
import AspectImage from '../common/aspect-image';
import { IMAGE_SIZES } from '../common/image-sizes';
import LightAvatar from '../common/light-avatar';
import Link from '../common/link';
import UnlockCta from '../common/unlock-cta';
import { useMoney } from '../common/use-money';
import PostCard from '../creator-post/post-card';
import post from '../creator-post/creator-post.module.css';
import styles from './feed.module.css';

interface FrameProps {
  performer: PerformerCard | null;
  publishedAt: string;
  /** What it is, in words ("New video"). */
  label: string;
  badge?: ReactNode;
  title: string;
  href: string;
  children: ReactNode;
  testId: string;
}

/** A feed item's frame: who published it and when, what it is, its title, and its media and actions. */
function Frame({ performer, publishedAt, label, badge, title, href, children, testId }: FrameProps) {
  return (
    <article className={post.card} data-testid={testId}>
      <header className={post.head}>
        {performer && (
          <Link href={paths.performer(performer)} className={post.author}>
            <LightAvatar src={performer.avatar || DEFAULT_AVATAR} alt="" size={32} />
            <span>{performer.name}</span>
          </Link>
        )}
        <span className={styles.label}>{label}</span>
        <time className={post.date} dateTime={publishedAt}>
          {formatDate(publishedAt)}
        </time>
        {badge}
      </header>
      <h2 className={post.title}>
        <Link href={href}>{title}</Link>
      </h2>
      {children}
    </article>
  );
}

type Entitlement = Extract<FeedItem, { kind: 'video' }>['access'];

/** The picture of a video or gallery: as it is when the fan may see the item, dimmed behind a lock when not. */
function Cover({ src, href, locked, overlay }: { src: string | null; href: string; locked: boolean; overlay: ReactNode }) {
  return (
    <Link href={href} className={`${styles.cover} ${locked ? styles.locked : ''}`} tabIndex={-1} aria-hidden>
      <AspectImage src={src} alt="" ratio="16 / 9" sizes={IMAGE_SIZES.page} />
      <span className={styles.overlay}>{overlay}</span>
    </Link>
  );
}

interface UnlockProps {
  entitlement: Entitlement;
  access: Access;
  price: number;
  performer: PerformerCard | null;
  item: { type: 'video' | 'gallery'; id: string };
}

/** What a locked item asks for: a subscription or a purchase, or (when only their age stands in the way) to verify it. */
function Unlock({ entitlement, access, price, performer, item }: UnlockProps) {
  if (entitlement.canView) return null;
  if (entitlement.accessReason === 'age_verification') return <AgeNotice action={`see this ${item.type}`} />;
  return <UnlockCta access={access} price={price} performer={performer} item={item} />;
}

/** One item of the fan's feed, as they may see it (a post as its card shows it; videos and galleries with their unlock). */
export default function FeedEntry({ item }: { item: FeedItem }) {
  const money = useMoney();
  if (item.kind === 'creator_post') return <PostCard post={item.post} />;
  if (item.kind === 'video') {
    const { video, access } = item;
    const href = paths.video(video);
    const duration = formatDuration(video.duration);
    return (
      <Frame
        performer={video.performer}
        publishedAt={item.publishedAt}
        label="New video"
        title={video.title}
        href={href}
        testId="feed-video"
        badge={<AccessBadge access={video.access} price={video.price} bought={access.isBought} />}
      >
        <Cover
          src={video.thumbnail}
          href={href}
          locked={!access.canView}
          overlay={
            <>
              <PlayCircleFilled aria-hidden className={styles.play} />
              {duration && <span className={styles.pill}>{duration}</span>}
            </>
          }
        />
        <Unlock entitlement={access} access={video.access} price={video.price} performer={video.performer} item={{ type: 'video', id: video._id }} />
      </Frame>
    );
  }
  if (item.kind === 'gallery') {
    const { gallery, access } = item;
    const href = paths.gallery(gallery);
    return (
      <Frame
        performer={gallery.performer}
        publishedAt={item.publishedAt}
        label="New gallery"
        title={gallery.title}
        href={href}
        testId="feed-gallery"
        badge={<AccessBadge access={gallery.access} price={gallery.price} bought={access.isBought} />}
      >
        <Cover
          src={gallery.cover}
          href={href}
          locked={!access.canView}
          overlay={
            <span className={styles.pill}>
              <PictureOutlined aria-hidden /> {countOf(gallery.photosCount, 'photos')}
            </span>
          }
        />
        <Unlock entitlement={access} access={gallery.access} price={gallery.price} performer={gallery.performer} item={{ type: 'gallery', id: gallery._id }} />
      </Frame>
    );
  }
  const { product } = item;
  const href = paths.product(product);
  return (
    <Frame performer={product.performer} publishedAt={item.publishedAt} label="New in the shop" title={product.name} href={href} testId="feed-product">
      <div className={styles.product}>
        <Link href={href} className={styles.productImage} tabIndex={-1} aria-hidden>
          <AspectImage src={product.image} alt="" ratio="1 / 1" sizes={IMAGE_SIZES.avatarCard} />
        </Link>
        <div>
          <p className={styles.price}>{money(product.price)}</p>
          <Link href={href}>See it in the shop</Link>
        </div>
      </div>
    </Frame>
  );
}
