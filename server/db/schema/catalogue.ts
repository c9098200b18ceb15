import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, Counter, TextArray, ModerationColumns } from './columns';
import type { MessagePolicy } from './messages';

// The catalogue's tables: performers, categories, videos, galleries and photos, products, channels, posts, promotions.

export type AssetStatus = 'draft' | 'active' | 'inactive';
export type AssetAccess = 'free' | 'subscribers' | 'sale';
/** Where a video's media stands: uploaded and processed into HLS (0024), or a seeded MP4 (ready). */
export type MediaState = 'awaiting_upload' | 'uploading' | 'processing' | 'ready' | 'failed';

export interface PerformersTable extends ModerationColumns {
  user_id: string;
  /** Who may write to them first (0043). */
  message_policy: Generated<MessagePolicy>;
  height: string | null;
  weight: string | null;
  ethnicity: string | null;
  hair: string | null;
  eyes: string | null;
  body_type: string | null;
  sexual_orientation: string | null;
  date_of_birth: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  is_online: Generated<boolean>;
  last_online_at: Timestamp | null;
  /** Online until then unless a process holding one of their sockets renews it (0023). */
  presence_expires_at: Timestamp | null;
  is_featured: Generated<boolean>;
  /** Basis points; null: the site's performerCommission setting (0 is a valid override). */
  commission_bp: number | null;
  likes_count: Counter;
  views_count: Counter;
  created_at: Timestamp;
}

export interface CategoriesTable {
  id: Generated<string>;
  group: 'video' | 'gallery' | 'product';
  name: string;
  slug: string;
  description: string | null;
  ordering: Generated<number>;
  status: Generated<string>;
}

/** Columns every sellable, listable asset has (videos, galleries, products). */
interface AssetColumns extends ModerationColumns {
  id: Generated<string>;
  performer_id: string;
  slug: string;
  description: string | null;
  tags: TextArray;
  status: ColumnType<AssetStatus, AssetStatus | undefined, AssetStatus>;
  price_cents: Counter;
  views_count: Counter;
  likes_count: Counter;
  favourites_count: Counter;
  comments_count: Counter;
  published_at: Timestamp | null;
  /** When fans were told it is out (catalogue releases); null: not yet. */
  announced_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  search_vector: ColumnType<string, never, never>;
  /** Kept in step with the category join table by a trigger; read by listing filters. */
  category_ids: ColumnType<string[], never, never>;
}

export interface VideosTable extends AssetColumns {
  /** Owner and co-performers, kept in step with video_performers by a trigger. */
  performer_ids: ColumnType<string[], never, never>;
  title: string;
  access: ColumnType<AssetAccess, AssetAccess | undefined, AssetAccess>;
  file_key: string | null;
  teaser_key: string | null;
  thumbnail_key: string | null;
  /** Frames of a processed video its performer may choose the poster from (public keys; the poster is one of them or uploaded). */
  poster_candidates: ColumnType<string[], string[] | undefined, string[]>;
  duration_seconds: number | null;
  width: number | null;
  height: number | null;
  media_state: ColumnType<MediaState, MediaState | undefined, MediaState>;
  /** The processing step under way (e.g. "720p"), and how far processing has got, 0-100. */
  media_step: string | null;
  media_percent: Counter;
  /** Why processing failed, in words for the performer. */
  media_error: string | null;
  /** The uploaded original, in storage. */
  source_key: string | null;
  /** The HLS master playlist, under the protected folder. */
  hls_key: string | null;
  /** Publish was pressed while the media was not ready: it goes live when processing ends. */
  publish_when_ready: ColumnType<boolean, boolean | undefined, boolean>;
  /** Bytes its files take in storage (original, renditions, teaser, pictures): the performer's quota. */
  storage_bytes: Counter;
  teaser_start_seconds: number | null;
}

/** Where a replacement of a processed video's file stands (the video plays from its old file meanwhile). */
export type ReplacementState = 'uploading' | 'processing' | 'failed';

/** A new file for a processed video, uploaded and processed beside it, swapped in when ready (one per video). */
export interface VideoReplacementsTable {
  video_id: string;
  state: ReplacementState;
  step: string | null;
  percent: Counter;
  error: string | null;
  /** The new original, in storage, once complete. */
  source_key: string | null;
  /** Bytes of the new original: the performer's storage counts them until it is swapped in. */
  bytes: Counter;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GalleriesTable extends AssetColumns {
  title: string;
  access: ColumnType<AssetAccess, AssetAccess | undefined, AssetAccess>;
  /** Public: a card-sized copy of the photo `cover_photo_id` (the first one until the owner picks another). */
  cover_key: string | null;
  cover_photo_id: ColumnType<string | null, string | null | undefined, string | null>;
  photos_count: Counter;
}

export interface PhotosTable extends ModerationColumns {
  id: Generated<string>;
  gallery_id: string;
  performer_id: string;
  title: string | null;
  /** uploading: its upload is under way (no files yet); ready: processed, with its files. */
  state: ColumnType<'uploading' | 'ready', 'uploading' | 'ready' | undefined, 'uploading' | 'ready'>;
  /** Protected: the full photo and its thumbnail, for viewers entitled to the gallery. */
  file_key: string | null;
  thumb_key: string | null;
  /** Public: a small blurred preview, what viewers who may not see the gallery are shown. */
  blur_key: string | null;
  bytes: Counter;
  width: number | null;
  height: number | null;
  ordering: Generated<number>;
  created_at: Timestamp;
}

/**
 * A creator's own post (0029), distinct from the site's news (posts): text with a few marks (rendered by the
 * creator-posts module), photos and videos (creator_post_media), an access and price like a video's.
 */
export interface CreatorPostsTable extends ModerationColumns {
  id: Generated<string>;
  performer_id: string;
  slug: string;
  title: string;
  /** As its author wrote it (markdown marks); the site shows it rendered and sanitised. */
  body: ColumnType<string, string | undefined, string>;
  access: ColumnType<AssetAccess, AssetAccess | undefined, AssetAccess>;
  price_cents: Counter;
  status: ColumnType<AssetStatus, AssetStatus | undefined, AssetStatus>;
  views_count: Counter;
  likes_count: Counter;
  comments_count: Counter;
  media_count: Counter;
  published_at: Timestamp | null;
  announced_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Pinned to the top of its creator's posts (0039): at most one each. */
  pinned_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  search_vector: ColumnType<string, never, never>;
}

/** One picture or video of a creator's post, in the post's order: a photo uploaded into it, or one of its author's videos. */
export interface CreatorPostMediaTable {
  id: Generated<string>;
  post_id: string;
  kind: 'photo' | 'video';
  /** A photo: uploading (no files yet) or ready (processed). A video is ready as it is attached. */
  state: ColumnType<'uploading' | 'ready', 'uploading' | 'ready' | undefined, 'uploading' | 'ready'>;
  video_id: string | null;
  /** A photo's files, as a gallery photo's: the full photo and thumbnail protected, the blurred preview public. */
  file_key: string | null;
  thumb_key: string | null;
  blur_key: string | null;
  width: number | null;
  height: number | null;
  bytes: Counter;
  ordering: Generated<number>;
  created_at: Timestamp;
}

export interface ProductsTable extends AssetColumns {
  name: string;
  type: ColumnType<'physical' | 'digital', 'physical' | 'digital' | undefined, 'physical' | 'digital'>;
  stock: number | null;
  image_keys: TextArray;
  digital_file_key: string | null;
  /** A physical product's delivery, as its seller says it (shown before buying). */
  shipping_note: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface VideoCategoriesTable {
  video_id: string;
  category_id: string;
}
export interface GalleryCategoriesTable {
  gallery_id: string;
  category_id: string;
}
export interface ProductCategoriesTable {
  product_id: string;
  category_id: string;
}
export interface VideoPerformersTable {
  video_id: string;
  performer_id: string;
}

export interface ChannelsTable {
  id: Generated<string>;
  name: string;
  slug: string;
  description: string | null;
  cover_key: string | null;
  status: Generated<string>;
  ordering: Generated<number>;
  created_at: Timestamp;
}
export interface ChannelVideosTable {
  channel_id: string;
  video_id: string;
  ordering: Generated<number>;
}
export interface ChannelPerformersTable {
  channel_id: string;
  performer_id: string;
}

export interface PostsTable {
  id: Generated<string>;
  type: ColumnType<'page' | 'post', 'page' | 'post' | undefined, 'page' | 'post'>;
  title: string;
  slug: string;
  short_description: string | null;
  content: Generated<string>;
  image_key: string | null;
  status: Generated<string>;
  ordering: Generated<number>;
  published_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Whom a promotion is for: everyone, visitors (not logged in), members without a subscription, or subscribers. */
export type PromotionAudience = 'everyone' | 'visitors' | 'members' | 'subscribers';

export interface PromotionsTable {
  id: Generated<string>;
  kind: 'promo' | 'banner';
  title: string;
  description: string | null;
  image_key: string | null;
  link_url: string | null;
  /** The button's label; null: no button (the heading links). */
  cta_label: string | null;
  audience: Generated<PromotionAudience>;
  position: Generated<string>;
  ordering: Generated<number>;
  status: Generated<string>;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  created_at: Timestamp;
}
