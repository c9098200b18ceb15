import type { Selectable } from 'kysely';
import type {
  AgeVerificationsTable,
  CreatorApplicationsTable,
  EmailTokensTable,
  NewContentMailsTable,
  NotificationPreferencesTable,
  SessionsTable,
  UsersTable,
} from './accounts';
import type { AdminActionsTable, AppMetaTable, BlockedCountriesTable, MenusTable, SettingsTable } from './site';
import type {
  CategoriesTable,
  ChannelPerformersTable,
  ChannelVideosTable,
  ChannelsTable,
  GalleriesTable,
  GalleryCategoriesTable,
  PerformersTable,
  PhotosTable,
  PostsTable,
  CreatorPostsTable,
  CreatorPostMediaTable,
  ProductCategoriesTable,
  ProductsTable,
  PromotionsTable,
  VideoCategoriesTable,
  VideoPerformersTable,
  VideoReplacementsTable,
  VideosTable,
} from './catalogue';
import type { PurchasesTable, SubscriptionPackagesTable, SubscriptionsTable } from './access';
import type {
  CouponRedemptionsTable,
  CouponsTable,
  EarningsTable,
  OrderLinesTable,
  OrdersTable,
  PayoutAccountsTable,
  PayoutBatchesTable,
  PayoutsTable,
  RefundsTable,
  TipsTable,
  TransactionsTable,
  WebhookDeliveriesTable,
} from './checkout';
import type { CommentsTable, FeedTimelineTable, FollowsTable, NotificationsTable, ReactionsTable, ReportsTable, UserBlocksTable } from './engagement';
import type {
  ConversationMembersTable,
  ConversationsTable,
  MessageAttachmentsTable,
  MessageBroadcastRecipientsTable,
  MessageBroadcastsTable,
  MessagesTable,
} from './messages';
import type { UploadLocksTable, UploadsTable } from './uploads';

// The database as Kysely sees it: every table, from the file of the module that owns it.

export type * from './accounts';
export type * from './site';
export type * from './catalogue';
export type * from './access';
export type * from './checkout';
export type * from './engagement';
export type * from './uploads';
export type * from './messages';

export interface Database {
  age_verifications: AgeVerificationsTable;
  creator_applications: CreatorApplicationsTable;
  comments: CommentsTable;
  reactions: ReactionsTable;
  follows: FollowsTable;
  tips: TipsTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
  message_broadcasts: MessageBroadcastsTable;
  message_broadcast_recipients: MessageBroadcastRecipientsTable;
  message_attachments: MessageAttachmentsTable;
  feed_timeline: FeedTimelineTable;
  notifications: NotificationsTable;
  reports: ReportsTable;
  user_blocks: UserBlocksTable;
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
  video_replacements: VideoReplacementsTable;
  channels: ChannelsTable;
  channel_videos: ChannelVideosTable;
  channel_performers: ChannelPerformersTable;
  posts: PostsTable;
  creator_posts: CreatorPostsTable;
  creator_post_media: CreatorPostMediaTable;
  promotions: PromotionsTable;
  subscription_packages: SubscriptionPackagesTable;
  subscriptions: SubscriptionsTable;
  purchases: PurchasesTable;
  coupons: CouponsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  coupon_redemptions: CouponRedemptionsTable;
  transactions: TransactionsTable;
  refunds: RefundsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  earnings: EarningsTable;
  payout_accounts: PayoutAccountsTable;
  payout_batches: PayoutBatchesTable;
  payouts: PayoutsTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  notification_preferences: NotificationPreferencesTable;
  new_content_mails: NewContentMailsTable;
  settings: SettingsTable;
  menus: MenusTable;
  blocked_countries: BlockedCountriesTable;
  admin_actions: AdminActionsTable;
  uploads: UploadsTable;
  upload_locks: UploadLocksTable;
}

export type UserRow = Selectable<UsersTable>;
export type MessageRow = Selectable<MessagesTable>;
export type MessageAttachmentRow = Selectable<MessageAttachmentsTable>;
export type CreatorApplicationRow = Selectable<CreatorApplicationsTable>;
export type VideoRow = Selectable<VideosTable>;
export type VideoReplacementRow = Selectable<VideoReplacementsTable>;
export type GalleryRow = Selectable<GalleriesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type PhotoRow = Selectable<PhotosTable>;
export type CreatorPostRow = Selectable<CreatorPostsTable>;
export type CreatorPostMediaRow = Selectable<CreatorPostMediaTable>;
export type SessionRow = Selectable<SessionsTable>;
export type CouponRow = Selectable<CouponsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type EarningRow = Selectable<EarningsTable>;
export type TransactionRow = Selectable<TransactionsTable>;
export type RefundRow = Selectable<RefundsTable>;
export type UploadRow = Selectable<UploadsTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type SubscriptionPackageRow = Selectable<SubscriptionPackagesTable>;
