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
import AddToCartButton from '../cart/add-to-cart-button';
import EntryActions from './entry-actions';
import { feedItemFacts } from './feed-item';
import { InlineGallery, InlineVideo } from './inline-media';
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
  actions: ReactNode;
  testId: string;
}

/** A feed item's frame: who published it and when, what it is, its title, and its media and actions. */
function Frame({ performer, publishedAt, label, badge, title, href, children, actions, testId }: FrameProps) {
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
      {actions}
    </article>
  );
}

type Entitlement = Extract<FeedItem, { kind: 'video' }>['access'];

/** The picture of a video or gallery the fan may not see yet: dimmed behind its lock, a link to its page. */
function LockedCover({ src, href, overlay }: { src: string | null; href: string; overlay: ReactNode }) {
  return (
    <Link href={href} className={`${styles.cover} ${styles.locked}`} tabIndex={-1} aria-hidden>
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

/**
 * One item of the fan's feed, as they may see it (a post as its card shows it; a video played where it is and a gallery
 * opened in the lightbox, or either with its unlock), with what the fan can do with it there.
 */
export default function FeedEntry({ item }: { item: FeedItem }) {
  const money = useMoney();
  const facts = feedItemFacts(item);
  if (item.kind === 'creator_post') return <PostCard post={item.post} footer={<EntryActions facts={facts} />} />;
  if (item.kind === 'video') {
    const { video, access } = item;
    const href = paths.video(video);
    const duration = formatDuration(video.duration);
    const overlay = (
      <>
        <PlayCircleFilled aria-hidden className={styles.play} />
        {duration && <span className={styles.pill}>{duration}</span>}
      </>
    );
    return (
      <Frame
        performer={video.performer}
        publishedAt={item.publishedAt}
        label="New video"
        title={video.title}
        href={href}
        testId="feed-video"
        badge={<AccessBadge access={video.access} price={video.price} bought={access.isBought} />}
        actions={<EntryActions facts={facts} />}
      >
        {access.canView ? <InlineVideo video={video} overlay={overlay} /> : <LockedCover src={video.thumbnail} href={href} overlay={overlay} />}
        <Unlock entitlement={access} access={video.access} price={video.price} performer={video.performer} item={{ type: 'video', id: video._id }} />
      </Frame>
    );
  }
  if (item.kind === 'gallery') {
    const { gallery, access } = item;
    const href = paths.gallery(gallery);
    const overlay = (
      <span className={styles.pill}>
        <PictureOutlined aria-hidden /> {countOf(gallery.photosCount, 'photos')}
      </span>
    );
    return (
      <Frame
        performer={gallery.performer}
        publishedAt={item.publishedAt}
        label="New gallery"
        title={gallery.title}
        href={href}
        testId="feed-gallery"
        badge={<AccessBadge access={gallery.access} price={gallery.price} bought={access.isBought} />}
        actions={<EntryActions facts={facts} />}
      >
        {access.canView ? <InlineGallery gallery={gallery} overlay={overlay} /> : <LockedCover src={gallery.cover} href={href} overlay={overlay} />}
        <Unlock entitlement={access} access={gallery.access} price={gallery.price} performer={gallery.performer} item={{ type: 'gallery', id: gallery._id }} />
      </Frame>
    );
  }
  const { product } = item;
  const href = paths.product(product);
  return (
    <Frame
      performer={product.performer}
      publishedAt={item.publishedAt}
      label="New in the shop"
      title={product.name}
      href={href}
      testId="feed-product"
      actions={<EntryActions facts={facts} extra={<AddToCartButton product={product} shape="round" />} />}
    >
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
