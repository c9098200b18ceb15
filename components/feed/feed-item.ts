import { paths } from '../../lib/catalogue';
import { LIKE_AND_FAVOURITE, LIKE_ONLY, statCounts } from '../../lib/engagement';
import type { FeedItem } from '../../types/feed';
import type { ReactionAction } from '../../types/reaction';

/** What the feed's actions need to know of an item, whatever its kind. */
export interface FeedItemFacts {
  target: { objectType: FeedItem['kind']; objectId: string };
  /** Its own page (what is shared, and where its comments are). */
  href: string;
  title: string;
  /** The user id of the creator whose item it is (they may remove any comment on it). */
  ownerId: string | null;
  actions: readonly ReactionAction[];
  counts: Partial<Record<ReactionAction, number>>;
  comments: number;
}

export function feedItemFacts(item: FeedItem): FeedItemFacts {
  if (item.kind === 'creator_post') {
    const { post } = item;
    return {
      target: { objectType: 'creator_post', objectId: post._id },
      href: paths.creatorPost(post),
      title: post.title,
      ownerId: post.performer?._id ?? null,
      actions: LIKE_ONLY,
      counts: { like: post.stats.likes },
      comments: post.stats.comments,
    };
  }
  const asset = item.kind === 'video' ? item.video : item.kind === 'gallery' ? item.gallery : item.product;
  const href = item.kind === 'video' ? paths.video(item.video) : item.kind === 'gallery' ? paths.gallery(item.gallery) : paths.product(item.product);
  return {
    target: { objectType: item.kind, objectId: asset._id },
    href,
    title: item.kind === 'product' ? item.product.name : (item.kind === 'video' ? item.video : item.gallery).title,
    ownerId: asset.performer?._id ?? null,
    actions: LIKE_AND_FAVOURITE,
    counts: statCounts(asset.stats),
    comments: asset.stats.comments,
  };
}

/** A feed item's key (its kind and id): unique in the feed. */
export const feedItemKey = (item: FeedItem) => {
  const { objectType, objectId } = feedItemFacts(item).target;
  return `${objectType}:${objectId}`;
};
