import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { createCreatorMediaServices, type CreatorMediaServices } from './creator-media-services';
import type { Db } from './db';
import { BackgroundTasks } from './background-tasks';
import { CacheInvalidation } from './cache/invalidation';
import { ReadCache } from './cache/read-cache';
import { createMailer, type Mailer } from './mail';
import { AdminService } from './modules/admin/service';
import { AuditLog } from './modules/audit/log';
import { CreatorApplications } from './modules/creator-applications/applications';
import { ApplicationReview } from './modules/creator-applications/review';
import { AccountDeletion } from './modules/account/deletion';
import { AccountSuspension } from './modules/account/suspension';
import { DataExporter } from './modules/account/data-export';
import { AccountMail } from './modules/auth/account-mail';
import { EmailChangeService } from './modules/auth/email-change';
import { AuthService } from './modules/auth/service';
import { SessionCache } from './modules/auth/session-cache';
import { SessionService } from './modules/auth/sessions';
import { FileUrls } from './modules/catalogue/file-urls';
import { ViewCounter } from './modules/catalogue/view-counter';
import { CategoriesService } from './modules/categories/service';
import { ChannelsService } from './modules/channels/service';
import { CommentsService } from './modules/comments/service';
import { ContactService } from './modules/contact/service';
import { CaptchaService } from './modules/captcha/service';
import { GoogleRecaptcha } from './captcha/recaptcha';
import { CouponsService } from './modules/coupons/service';
import { ReactionsService } from './modules/reactions/service';
import { GalleriesService } from './modules/galleries/service';
import { EngagementTargets } from './modules/engagement/targets';
import { createModerationServices, type ModerationServices } from './moderation-services';
import { createFanServices, type FanServices } from './fan-services';
import { feedTimelines } from './modules/feed/timelines';
import { createNotificationServices, type NotificationServices } from './notification-services';
import { EntitlementService } from './modules/entitlements/service';
import { galleryEngagementTarget } from './modules/galleries/engagement';
import { CountryBlockService } from './modules/geo/service';
import { performerEngagementTarget } from './modules/performers/engagement';
import { TipsService } from './modules/tips/service';
import { createMessageServices } from './message-services';
import type { MessageDrafts } from './modules/messages/drafts';
import type { MessagesService } from './modules/messages/service';
import type { Broadcasts } from './modules/messages/broadcasts';
import { orderableProducts } from './modules/catalogue/orderable';
import { performerCards } from './modules/users/cards';
import { PerformersService } from './modules/performers/service';
import { postEngagementTarget } from './modules/posts/engagement';
import { PostsService } from './modules/posts/service';
import { productEngagementTarget } from './modules/products/engagement';
import { ProductsService } from './modules/products/service';
import { PromotionsService } from './modules/promotions/service';
import { PurchasesService } from './modules/purchases/service';
import { SearchService } from './modules/search/service';
import { SettingsService } from './modules/settings/service';
import { SubscriptionsService } from './modules/subscriptions/service';
import { UsersService } from './modules/users/service';
import { videoEngagementTarget } from './modules/videos/engagement';
import { VideosService } from './modules/videos/service';
import { CreatorPostsService } from './modules/creator-posts/service';
import { commentEngagementTarget } from './modules/comments/engagement';
import { creatorPostEngagementTarget } from './modules/creator-posts/engagement';
import { uploadProgress } from './modules/uploads/repo';
import { createRateLimiter, type RateLimiter } from './rate-limit';
import { Realtime, type PresenceTiming } from './realtime/server';
import { Releases } from './modules/releases/releases';
import { createFileStorage, resolveFileUrlSecret, type FileStorage } from './storage';
import { createStaffMoneyServices } from './staff-money-services';
import type { PayoutsService } from './modules/payouts/service';
import type { PerformerCommissions } from './modules/performers/commission';
import type { SiteStats } from './modules/admin/stats';
import { EarningsService } from './modules/earnings/service';
import { OrdersService } from './modules/orders/service';
import { CheckoutService } from './modules/payments/checkout';
import { PaymentsService } from './modules/payments/service';
import { Refunds } from './modules/payments/refunds';
import { Settlement } from './modules/payments/settlement';
import { sellableKinds, type Sellables } from './modules/payments/sellables';
import { WebhookReceiver } from './modules/payments/webhooks';
import { SubscriptionSettlement } from './modules/payments/subscription-settlement';
import { PaymentGateways } from './payments/registry';
import { PackagesService } from './modules/packages/service';
import { SubscriptionJobs } from './modules/subscriptions/scheduler';
import { SubscriptionReads } from './modules/subscriptions/reads';
import { gatewayCancellation, type TellGateway } from './modules/payments/gateway-cancellation';
import { SandboxProcessor } from './payments/sandbox/processor';
import { SANDBOX_SECRET_FILE } from './payments/sandbox/signature';
import { loopbackHttpTransport, type WebhookTransport } from './payments/webhook-transport';
import { secretFromEnvOrFile } from './secret-file';
import { systemClock, type Clock } from './clock';
import { AgeVerificationSimulator } from './age-verification/simulator';
import { AgeGate } from './modules/age-verification/gate';
import { AgeProviders } from './modules/age-verification/providers';
import { AgeVerificationService } from './modules/age-verification/service';
import { AgeVerificationSettings } from './modules/age-verification/settings';

const AGE_SIMULATOR_SECRET_FILE = 'age-simulator-secret';

export interface Services extends CreatorMediaServices, ModerationServices, FanServices, NotificationServices {
  /** Announces stale caches to this process and, with REDIS_URL, to the others. */
  invalidation: CacheInvalidation;
  /** Shared answers to anonymous public reads (never anything that depends on the viewer). */
  readCache: ReadCache;
  /** Views of videos, galleries and products, written in batches. */
  views: ViewCounter;
  settings: SettingsService;
  /** Every admin action, recorded in the transaction of the change it made; never changed. */
  audit: AuditLog;
  /** Every rate limit's counters (in Redis with REDIS_URL). */
  limiter: RateLimiter;
  /** Work done after answering (account mails); drained on close. */
  background: BackgroundTasks;
  sessions: SessionService;
  auth: AuthService;
  /** A signed-in user's change of e-mail address, confirmed from the new address. */
  emailChange: EmailChangeService;
  /** A fan deleting their own account. */
  accountDeletion: AccountDeletion;
  /** An admin suspending an account (its sessions and sockets end at once) or reinstating it. */
  suspension: AccountSuspension;
  /** Becoming a creator: the applicant's application, a step at a time. */
  creatorApplications: CreatorApplications;
  /** The admins' review of creator applications, and the identity files' retention. */
  applicationReview: ApplicationReview;
  /** Everything kept about a user, for them to download. */
  dataExporter: DataExporter;
  countryBlock: CountryBlockService;
  admin: AdminService;
  coupons: CouponsService;
  users: UsersService;
  storage: FileStorage;
  fileUrlSecret: string;
  files: FileUrls;
  purchases: PurchasesService;
  subscriptions: SubscriptionsService;
  /** Subscription packages: performers' and the site's offers. */
  packages: PackagesService;
  /** Renewals the sandbox charges and expiry: a timer in the server (main.ts starts it), and the admin command line. */
  subscriptionJobs: SubscriptionJobs;
  subscriptionReads: SubscriptionReads;
  /** Tells a gateway that renews subscriptions by itself (CCBill) that one was cancelled here. */
  tellGatewayOfCancel: TellGateway;
  /** What each viewer may do with each asset: the one place that decides it. */
  entitlements: EntitlementService;
  videos: VideosService;
  /** Fans told what their performers released (the releases-announce job). */
  releases: Releases;
  galleries: GalleriesService;
  creatorPosts: CreatorPostsService;
  products: ProductsService;
  performers: PerformersService;
  categories: CategoriesService;
  channels: ChannelsService;
  posts: PostsService;
  promotions: PromotionsService;
  search: SearchService;
  comments: CommentsService;
  /** The contact form's messages to the site's staff. */
  contact: ContactService;
  /** reCAPTCHA: the gate of register, contact and login after failures, when on. */
  captcha: CaptchaService;
  reactions: ReactionsService;
  /** Age verification: where it applies, the provider flow, each user's status. */
  ageVerification: AgeVerificationService;
  /** The built-in simulator and the configured provider. */
  ageProviders: AgeProviders;
  /** Per request: must this visitor verify their age before full content and purchases? */
  ageGate: AgeGate;
  realtime: Realtime;
  orders: OrdersService;
  earnings: EarningsService;
  /** Paying performers their earnings (the admin command line). */
  payouts: PayoutsService;
  commissions: PerformerCommissions;
  siteStats: SiteStats;
  /** Each kind of thing that can be bought: its checkout, settlement and take-back. */
  sellables: Sellables;
  tips: TipsService;
  messages: MessagesService;
  broadcasts: Broadcasts;
  /** The photos a sender uploaded for their next message. */
  messageDrafts: MessageDrafts;
  checkout: CheckoutService;
  /** Transactions, the sandbox's buttons, refunds and pending expiry. */
  payments: PaymentsService;
  webhooks: WebhookReceiver;
  /** The one place money moves (webhooks, free orders, the demo seed's history). */
  settlement: Settlement;
}

export interface ServiceDeps {
  config: AppConfig;
  db: Db;
  storage?: FileStorage;
  mailer?: Mailer;
  webhookTransport?: (app: FastifyInstance) => WebhookTransport;
  /** The time subscriptions live by (tests: a ManualClock). */
  clock?: Clock;
  presence?: Partial<PresenceTiming>;
}

/** Every service of the API, built once per app; each gets only what it needs. */
export async function createServices(app: FastifyInstance, { config, db, ...deps }: ServiceDeps): Promise<Services> {
  const mailer = deps.mailer ?? createMailer(config, app.log);
  const invalidation = new CacheInvalidation();
  const audit = new AuditLog(db);
  const settings = new SettingsService(db, invalidation, audit);
  const redisDown = (what: string) => (err: Error) => app.log.warn({ err }, `Redis is unreachable (${what}); reconnecting`);
  if (config.redisUrl) await invalidation.connect(config.redisUrl, redisDown('cache invalidation: sessions are read from the database meanwhile'));
  const readCache = new ReadCache({ ttlMs: config.readCacheTtlMs });
  const limiter = await createRateLimiter(config.redisUrl, redisDown('rate limits and counted views: each process counts alone meanwhile'));
  const views = new ViewCounter(db, limiter);
  const background = new BackgroundTasks((err, label) => app.log.error({ err }, `${label} failed`));
  const sessions = new SessionService(db, new SessionCache(config.sessionCacheTtlMs, invalidation));
  const countryBlock = new CountryBlockService(db, invalidation, audit);
  const coupons = new CouponsService(db, audit);
  const storage = deps.storage ?? createFileStorage({ dataDir: config.dataDir, s3: config.storage.s3, filesDir: config.storage.filesDir });
  const fileUrlSecret = resolveFileUrlSecret(config.storage.fileUrlSecret, config.dataDir);
  const files = new FileUrls(fileUrlSecret);
  const purchases = new PurchasesService(db);
  const realtime = new Realtime(app.server, {
    db,
    sessions,
    limiter,
    log: app.log,
    redisUrl: config.redisUrl,
    siteOrigin: config.siteOrigin,
    presence: deps.presence,
  });
  await realtime.start();
  const notificationServices = createNotificationServices({
    db,
    mailer,
    realtime,
    files,
    secret: fileUrlSecret,
    settings,
    siteUrl: config.siteUrl,
    log: app.log,
  });
  const { notifications, notificationCentre: centre, newContentMails } = notificationServices;
  const notify = centre.notify.bind(centre);
  const subscriptions = new SubscriptionsService({
    db,
    settings,
    realtime,
    follow: (trx, fanId, id) => follows.followIn(trx, fanId, id),
    notify: notify,
    clock: deps.clock,
  });
  const packages = new PackagesService(db, files, settings, audit);
  const entitlements = new EntitlementService(purchases, subscriptions);
  const performers = new PerformersService(db, files, subscriptions);
  const users = new UsersService(db, audit);
  const suspension = new AccountSuspension({ db, users, sessions, audit });
  const clock = deps.clock ?? systemClock;
  const ageSettings = new AgeVerificationSettings(settings, config.ageVerification);
  const ageSimulatorSecret = secretFromEnvOrFile(config.secrets.ageSimulator, 'AGE_SIMULATOR_SECRET', config.dataDir, AGE_SIMULATOR_SECRET_FILE);
  const ageSimulator = new AgeVerificationSimulator(ageSimulatorSecret, () => clock.now().getTime());
  const ageProviders = new AgeProviders(ageSettings, ageSimulator);
  const ageVerification = new AgeVerificationService(db, ageSettings, ageProviders, users, sessions, clock);
  const creatorApplications = new CreatorApplications({ db, settings, ageVerification, clock });
  // What comments and reactions are about, each lent by the module that owns it.
  const commentable = {
    video: videoEngagementTarget,
    gallery: galleryEngagementTarget,
    product: productEngagementTarget,
    performer: performerEngagementTarget,
    post: postEngagementTarget,
    creator_post: creatorPostEngagementTarget,
  };
  const targets = new EngagementTargets({
    ...commentable,
    comment: commentEngagementTarget((db, objectType, id, publicOnly) => commentable[objectType].find(db, id, publicOnly)),
  });
  const sandboxSecret = secretFromEnvOrFile(config.secrets.sandboxWebhook, 'SANDBOX_WEBHOOK_SECRET', config.dataDir, SANDBOX_SECRET_FILE);
  const transport = deps.webhookTransport?.(app) ?? loopbackHttpTransport(app.server);
  const sandbox = new SandboxProcessor(sandboxSecret, () => transport);
  const gateways = new PaymentGateways({ sandboxSecret, sandbox: () => sandbox, env: config.gatewayEnv });
  const tellGatewayOfCancel = gatewayCancellation(gateways);
  const moderation = createModerationServices({
    db,
    files,
    settings,
    realtime,
    audit,
    engagementTargets: targets,
    stopRenewals: (userId, performerId) => subscriptions.stopRenewals(userId, performerId, tellGatewayOfCancel),
    unfollow: (trx, userId, performerId) => follows.unfollowIn(trx, userId, performerId),
    notify: notify,
  });
  const subscriptionReads = new SubscriptionReads({ db, files, subscriptions, packages, paidTotals: (ids) => payments.paidBySubscription(ids) });
  const reactions = new ReactionsService(db, targets, notify);
  const comments = new CommentsService(db, files, storage, realtime, targets, moderation.blocks, notify, (viewerId, ids) =>
    reactions.liked(viewerId, 'comment', ids),
  );
  const orders = new OrdersService(db, files);
  const earnings = new EarningsService(db, settings, performers, orders);
  const galleries = new GalleriesService(db, files, entitlements, readCache, earnings);
  const creatorPosts = new CreatorPostsService(db, files, entitlements, earnings);
  const products = new ProductsService(db, files, entitlements, earnings);
  const videos = new VideosService(db, files, entitlements, readCache, earnings, uploadProgress(db));
  const fan = createFanServices({
    db,
    files,
    secret: fileUrlSecret,
    blocks: moderation.blocks,
    subscriptions,
    subscriptionReads,
    entitlements,
    videos,
    galleries,
    products,
    creatorPosts,
    reactions,
  });
  const { follows } = fan;
  const applicationReview = new ApplicationReview({
    db,
    settings,
    users,
    performers,
    sessions,
    ageVerification,
    audit,
    realtime,
    mailer,
    storage,
    fileUrlSecret,
    siteUrl: config.siteUrl,
    clock,
    notify: notify,
    onMailError: (err) => app.log.error({ err }, 'a creator application mail failed'),
  });
  const media = createCreatorMediaServices(app, { config, db, storage, settings, realtime, invalidation, sales: earnings });
  const staffMoney = createStaffMoneyServices({ config, db, settings, audit, notify: notify });
  const { payouts } = staffMoney;
  const refunds = new Refunds({
    db,
    gateways,
    onDispatchError: (err, refund) => app.log.error({ err, refundId: refund.id }, 'asking the gateway for a refund failed'),
    notify: notify,
  });
  const {
    messages,
    broadcasts,
    unlocks,
    drafts: messageDrafts,
  } = createMessageServices({
    db,
    files,
    storage,
    secret: fileUrlSecret,
    settings,
    realtime,
    blocks: moderation.blocks,
    subscriptions,
    jobs: media.jobs,
    purchases,
    ownerOf: async (item) => {
      if (item.type === 'product') return (await orderableProducts(db, [item.id]))[0]?.performerId ?? null;
      return (await { video: videos, gallery: galleries, creator_post: creatorPosts }[item.type].orderable(db, item.id))?.performerId ?? null;
    },
  });
  const tips = new TipsService({
    db,
    settings,
    notify,
    toConversation: (trx, afterCommit, tip) => messages.tipPaid(trx, afterCommit, tip),
    cards: (ids) => performerCards(db, files, ids),
    performer: async (trx, id) => {
      const found = await performerEngagementTarget.find(trx, id, true);
      return found ? { name: found.title, path: found.path } : null;
    },
    refuseIfBlocked: (trx, performerId, fanId, doing) => moderation.blocks.refuseIfBlocked(trx, performerId, fanId, doing),
    item: async (trx, on) => {
      const found = await { video: videos, gallery: galleries, creator_post: creatorPosts }[on.type].orderable(trx, on.id);
      return found?.live ? { performerId: found.performerId, name: found.name } : null;
    },
  });
  const sellables = sellableKinds({
    videos,
    galleries,
    creatorPosts,
    products,
    purchases,
    packages,
    subscriptions,
    settings,
    blocks: moderation.blocks,
    tips,
    unlocks,
  });
  const settlement = new Settlement({ orders, coupons, earnings, sellables, refunds, realtime, notify: notify });
  // A gateway that cannot take payments does not stop the server: its purchases answer 503, and this says why.
  for (const name of new Set([config.paymentGateway, Object.keys(config.gatewayEnv).length > 0 ? 'ccbill' : null])) {
    const problem = name ? gateways.problem(name) : null;
    if (problem) app.log.warn(`Payments through "${name}" are unavailable (purchases answer 503): ${problem}`);
  }
  const payments = new PaymentsService({ db, files, orders, settings, settlement, sandbox, gateways, audit });
  const subscriptionJobs = new SubscriptionJobs(subscriptions, settings, sandbox);
  const releases = new Releases({
    db,
    toFeeds: (trx, items, fansOf) => feedTimelines.write(trx, items, fansOf),
    realtime,
    mails: newContentMails,
    followers: { liveSubscribersOf: (ids, trx) => subscriptions.liveSubscribersOf(ids, trx), followersOf: (ids, trx) => follows.followersOf(ids, trx) },
    notify: notify,
  });
  app.addHook('onClose', async () => {
    await subscriptionJobs.settled();
    await realtime.close();
    await background.drain();
    await limiter.close();
    await views.close();
    await invalidation.close();
    await storage.close?.();
  });
  return {
    invalidation,
    readCache,
    views,
    settings,
    audit,
    limiter,
    background,
    sessions,
    countryBlock,
    auth: new AuthService({ db, config, sessions, settings, mailer, limiter, background }),
    emailChange: new EmailChangeService({ db, siteUrl: config.siteUrl, sessions, accountMail: new AccountMail(limiter, mailer), background }),
    ...notificationServices,
    suspension,
    creatorApplications,
    applicationReview,
    accountDeletion: new AccountDeletion({
      db,
      users,
      sessions,
      orders,
      subscriptions,
      notifications,
      follows,
      notificationCentre: centre,
      storage,
      creatorApplications,
    }),
    dataExporter: new DataExporter({
      users,
      sessions,
      orders,
      purchases,
      subscriptions,
      comments,
      reactions,
      follows,
      notifications,
      creatorApplications,
      reports: moderation.reports,
      payouts,
      messages,
      broadcasts,
    }),
    admin: new AdminService(users, settings, countryBlock, sessions, coupons, { audit, suspension, packages, subscriptionJobs, payouts }),
    coupons,
    users,
    storage,
    fileUrlSecret,
    ...media,
    ...moderation,
    releases,
    files,
    purchases,
    subscriptions,
    packages,
    subscriptionJobs,
    tellGatewayOfCancel,
    subscriptionReads,
    ...fan,
    entitlements,
    videos,
    galleries,
    creatorPosts,
    products,
    performers,
    categories: new CategoriesService(db),
    channels: new ChannelsService(db, files, videos),
    posts: new PostsService(db, files),
    promotions: new PromotionsService(db, files),
    search: new SearchService(db, performers, videos),
    contact: new ContactService(settings, mailer),
    captcha: new CaptchaService(settings, new GoogleRecaptcha(config.recaptcha.verifyUrl), config.recaptcha.secretKey),
    comments,
    reactions,
    ageVerification,
    ageProviders,
    ageGate: new AgeGate(ageVerification, config.countryHeader),
    realtime,
    orders,
    earnings,
    ...staffMoney,
    sellables,
    tips,
    messages,
    broadcasts,
    messageDrafts,
    checkout: new CheckoutService({ db, orders, coupons, settings, settlement, gateways, gatewayOverride: config.paymentGateway }),
    payments,
    webhooks: new WebhookReceiver(
      db,
      gateways,
      settlement,
      new SubscriptionSettlement({ orders, subscriptions, settlement, renewals: sellables.subscription }),
    ),
    settlement,
  };
}
