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
  /** The order that granted it (null for grants made without one). */
  order_id: string | null;
  created_at: Timestamp;
}

export interface CouponsTable {
  id: Generated<string>;
  /** Unique case-insensitively. */
  code: string;
  /** Basis points: 2000 is 20 % off; 10000 makes the order free. */
  discount_bp: number;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  uses_left: number;
  active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type OrderKind = 'video' | 'gallery' | 'products';
export type OrderStatus = 'created' | 'paid' | 'failed' | 'cancelled' | 'refunded' | 'chargeback' | 'voided';
export type DeliveryStatus = 'processing' | 'shipping' | 'delivered' | 'refunded';

export interface OrdersTable {
  id: Generated<string>;
  number: ColumnType<string, never, never>;
  buyer_id: string;
  kind: OrderKind;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  status_reason: string | null;
  currency: string;
  subtotal_cents: number;
  discount_cents: Generated<number>;
  total_cents: number;
  coupon_id: string | null;
  coupon_code: string | null;
  shipping_name: string | null;
  shipping_address: string | null;
  shipping_phone: string | null;
  shipping_postal_code: string | null;
  paid_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderLinesTable {
  id: Generated<string>;
  order_id: string;
  performer_id: string;
  object_type: PurchasesTable['object_type'];
  object_id: string;
  product_type: 'physical' | 'digital' | null;
  /** The item's name when it was ordered. */
  name: string;
  unit_price_cents: number;
  quantity: number;
  discount_cents: Generated<number>;
  total_cents: number;
  /** Physical products only, once paid. */
  delivery_status: DeliveryStatus | null;
  shipping_code: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CouponRedemptionsTable {
  coupon_id: string;
  user_id: string;
  order_id: string;
  /** False when the coupon had no use left at payment (over-subscribed): a reversal then gives none back. */
  use_spent: Generated<boolean>;
  created_at: Timestamp;
}

export type TransactionStatus = 'pending' | 'success' | 'failed' | 'expired' | 'refunded' | 'chargeback' | 'voided';
export type TransactionType = 'video_purchase' | 'gallery_purchase' | 'product_purchase';
/** 'free': an order whose total is zero, completed without a gateway. */
export type TransactionGateway = 'sandbox' | 'ccbill' | 'free';

export interface TransactionsTable {
  id: Generated<string>;
  order_id: string;
  buyer_id: string;
  type: TransactionType;
  gateway: TransactionGateway;
  status: ColumnType<TransactionStatus, TransactionStatus | undefined, TransactionStatus>;
  amount_cents: number;
  currency: string;
  /** The gateway's own id for the payment (CCBill's transaction or subscription id). */
  gateway_reference: string | null;
  settled_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  gateway: TransactionGateway;
  event_id: string;
  event_type: string;
  transaction_id: string | null;
  payload: ColumnType<unknown, string, string>;
  /** What the delivery did: "applied", or why it changed nothing. */
  outcome: string;
  received_at: Timestamp;
}

export interface EarningsTable {
  id: Generated<string>;
  performer_id: string;
  order_line_id: string;
  transaction_id: string;
  gross_cents: number;
  commission_bp: number;
  commission_cents: number;
  net_cents: number;
  status: ColumnType<'earned' | 'reversed', 'earned' | 'reversed' | undefined, 'earned' | 'reversed'>;
  created_at: Timestamp;
  reversed_at: Timestamp | null;
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
  coupons: CouponsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  coupon_redemptions: CouponRedemptionsTable;
  transactions: TransactionsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  earnings: EarningsTable;
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
export type CouponRow = Selectable<CouponsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type TransactionRow = Selectable<TransactionsTable>;
