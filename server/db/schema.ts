import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  name: string;
  username: string;
  email: string;
  password_hash: string;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  status: Generated<string>;
  avatar_path: string | null;
  cover_path: string | null;
  gender: string | null;
  country: string | null;
  bio: string | null;
  verified_email: Generated<boolean>;
  verifymyage_verified: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  search_vector: ColumnType<string, never, never>;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  user_agent: string | null;
  ip: string | null;
  created_at: Timestamp;
}

export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  kind: 'verify_email' | 'reset_password';
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface SettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  group: string;
  public: boolean;
  updated_at: Timestamp;
}

export interface MenusTable {
  id: Generated<string>;
  title: string;
  path: string;
  section: 'header' | 'footer';
  is_new_tab: Generated<boolean>;
  ordering: Generated<number>;
}

export interface BlockedCountriesTable {
  code: string;
  created_at: Timestamp;
}

/** Facts about this installation, such as which demo seed ran. */
export interface AppMetaTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

type Counter = ColumnType<number, number | undefined, number>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;

export type AssetStatus = 'draft' | 'active' | 'inactive';
export type AssetAccess = 'free' | 'subscribers' | 'sale';

export interface PerformersTable {
  user_id: string;
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
  is_featured: Generated<boolean>;
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
interface AssetColumns {
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
  duration_seconds: number | null;
  width: number | null;
  height: number | null;
}

export interface GalleriesTable extends AssetColumns {
  title: string;
  access: ColumnType<AssetAccess, AssetAccess | undefined, AssetAccess>;
  cover_key: string | null;
  photos_count: Counter;
}

export interface PhotosTable {
  id: Generated<string>;
  gallery_id: string;
  performer_id: string;
  title: string | null;
  file_key: string;
  thumb_key: string;
  width: number | null;
  height: number | null;
  ordering: Generated<number>;
  created_at: Timestamp;
}

export interface ProductsTable extends AssetColumns {
  name: string;
  type: ColumnType<'physical' | 'digital', 'physical' | 'digital' | undefined, 'physical' | 'digital'>;
  stock: number | null;
  image_keys: TextArray;
  digital_file_key: string | null;
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

export interface PromotionsTable {
  id: Generated<string>;
  kind: 'promo' | 'banner';
  title: string;
  description: string | null;
  image_key: string | null;
  link_url: string | null;
  position: Generated<string>;
  ordering: Generated<number>;
  status: Generated<string>;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  created_at: Timestamp;
}

export interface SubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  /** null: a subscription to the whole site. */
  performer_id: string | null;
  status: Generated<string>;
  started_at: Timestamp;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface PurchasesTable {
  id: Generated<string>;
  user_id: string;
  object_type: 'video' | 'gallery' | 'product';
  object_id: string;
  created_at: Timestamp;
}

export type EngagementObjectType = 'video' | 'gallery' | 'product' | 'performer' | 'post';
export type ReactionAction = 'like' | 'favourite' | 'watch_later';

export interface CommentsTable {
  id: Generated<string>;
  object_type: EngagementObjectType;
  object_id: string;
  user_id: string;
  content: string;
  image_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ReactionsTable {
  id: Generated<string>;
  user_id: string;
  object_type: EngagementObjectType;
  object_id: string;
  action: ReactionAction;
  created_at: Timestamp;
}

export interface Database {
  comments: CommentsTable;
  reactions: ReactionsTable;
  app_meta: AppMetaTable;
  performers: PerformersTable;
  categories: CategoriesTable;
  videos: VideosTable;
  galleries: GalleriesTable;
  photos: PhotosTable;
  products: ProductsTable;
  video_categories: VideoCategoriesTable;
  gallery_categories: GalleryCategoriesTable;
  product_categories: ProductCategoriesTable;
  video_performers: VideoPerformersTable;
  channels: ChannelsTable;
  channel_videos: ChannelVideosTable;
  channel_performers: ChannelPerformersTable;
  posts: PostsTable;
  promotions: PromotionsTable;
  subscriptions: SubscriptionsTable;
  purchases: PurchasesTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  settings: SettingsTable;
  menus: MenusTable;
  blocked_countries: BlockedCountriesTable;
}

export type UserRow = Selectable<UsersTable>;
export type VideoRow = Selectable<VideosTable>;
export type GalleryRow = Selectable<GalleriesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type PhotoRow = Selectable<PhotosTable>;
export type SessionRow = Selectable<SessionsTable>;
