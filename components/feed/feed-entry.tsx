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
import { feedItemFacts, type FeedItemFacts } from './feed-item';
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

const LABELS = { video: 'New video', gallery: 'New gallery' } as const;

interface LockableProps {
  type: 'video' | 'gallery';
  asset: { _id: string; performer: PerformerCard | null; access: Access; price: number };
  entitlement: Entitlement;
  publishedAt: string;
  facts: FeedItemFacts;
  cover: string | null;
  /** What is over the cover (a play mark and length, a photo count). */
  overlay: ReactNode;
  /** What a fan who may see it gets: the video played, the gallery opened, where it is. */
  open: ReactNode;
}

/**
 * A video or gallery: opened where it is when the fan may see it, else its cover dimmed with what unlocks it (a
 * subscription or a purchase, or, when only their age stands in the way, verifying it).
 */
function LockableEntry({ type, asset, entitlement, publishedAt, facts, cover, overlay, open }: LockableProps) {
  const { href, title } = facts;
  const locked = !entitlement.canView;
  return (
    <Frame
      performer={asset.performer}
      publishedAt={publishedAt}
      label={LABELS[type]}
      title={title}
      href={href}
      testId={`feed-${type}`}
      badge={<AccessBadge access={asset.access} price={asset.price} bought={entitlement.isBought} />}
      actions={<EntryActions facts={facts} />}
    >
      {locked ? <LockedCover src={cover} href={href} overlay={overlay} /> : open}
      {locked &&
        (entitlement.accessReason === 'age_verification' ? (
          <AgeNotice action={`see this ${type}`} />
        ) : (
          <UnlockCta access={asset.access} price={asset.price} performer={asset.performer} item={{ type, id: asset._id }} />
        ))}
    </Frame>
  );
}

/**
 * One item of the fan's feed, as they may see it (a post as its card shows it; a video played where it is and a gallery
 * opened in the lightbox, or either with its unlock), with what the fan can do with it there.
 */
export default function FeedEntry({ item }: { item: FeedItem }) {
  const money = useMoney();
  const facts = feedItemFacts(item);
  if (item.kind === 'creator_post') return <PostCard post={item.post} footer={<EntryActions facts={facts} />} />;
  const lockable = (entitlement: Entitlement) => ({ entitlement, publishedAt: item.publishedAt, facts });
  if (item.kind === 'video') {
    const { video } = item;
    const duration = formatDuration(video.duration);
    const overlay = (
      <>
        <PlayCircleFilled aria-hidden className={styles.play} />
        {duration && <span className={styles.pill}>{duration}</span>}
      </>
    );
    const open = <InlineVideo video={video} overlay={overlay} />;
    return <LockableEntry type="video" asset={video} {...lockable(item.access)} cover={video.thumbnail} overlay={overlay} open={open} />;
  }
  if (item.kind === 'gallery') {
    const { gallery } = item;
    const overlay = (
      <span className={styles.pill}>
        <PictureOutlined aria-hidden /> {countOf(gallery.photosCount, 'photos')}
      </span>
    );
    const open = <InlineGallery gallery={gallery} overlay={overlay} />;
    return <LockableEntry type="gallery" asset={gallery} {...lockable(item.access)} cover={gallery.cover} overlay={overlay} open={open} />;
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
