import { moderationAdminRoutes } from './modules/moderation/admin-routes';
import { blockRoutes } from './modules/moderation/block-routes';
import { payoutAdminRoutes } from './modules/payouts/admin-routes';
import { payoutRoutes } from './modules/payouts/routes';
import { commissionRoutes } from './modules/performers/commission-routes';
import { statsRoutes } from './modules/admin/stats-routes';
import { reportsRoutes } from './modules/moderation/routes';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db';
import { registerJsonNotFound } from './http/error-handler';
import { ResizedImages } from './media/resized-images';
import { jobsAdminRoutes } from './modules/admin/jobs-routes';
import { adminRoutes } from './modules/admin/routes';
import { auditRoutes } from './modules/audit/routes';
import { adminUsersRoutes } from './modules/admin/users-routes';
import { creatorApplicationRoutes } from './modules/creator-applications/routes';
import { creatorApplicationAdminRoutes } from './modules/creator-applications/admin-routes';
import { ageVerificationRoutes } from './modules/age-verification/routes';
import { sessionRoutes } from './modules/auth/session-routes';
import { emailChangeRoutes } from './modules/auth/email-change-routes';
import { accountRoutes } from './modules/account/routes';
import { feedRoutes } from './modules/feed/routes';
import { notificationCentreRoutes } from './modules/notifications/centre-routes';
import { followsRoutes } from './modules/follows/routes';
import { notificationsRoutes } from './modules/notifications/routes';
import { unsubscribeRoutes } from './modules/notifications/unsubscribe-routes';
import { ageSimulatorRoutes } from './modules/age-verification/simulator-routes';
import { guardByDefault, publicRoutes } from './modules/auth/default-guard';
import { authGuardPlugin } from './modules/auth/guard';
import { authRoutes } from './modules/auth/routes';
import { viewRoutes } from './modules/catalogue/view-routes';
import { categoriesRoutes } from './modules/categories/routes';
import { channelsRoutes } from './modules/channels/routes';
import { commentsRoutes } from './modules/comments/routes';
import { contactRoutes } from './modules/contact/routes';
import { captchaRoutes } from './modules/captcha/routes';
import { couponsRoutes } from './modules/coupons/routes';
import { earningsRoutes } from './modules/earnings/routes';
import { tipsRoutes } from './modules/tips/routes';
import { messagesRoutes } from './modules/messages/routes';
import { ordersRoutes } from './modules/orders/routes';
import { paymentsRoutes } from './modules/payments/routes';
import { packagesRoutes } from './modules/packages/routes';
import { subscriptionsRoutes } from './modules/subscriptions/routes';
import { webhookRoutes } from './modules/payments/webhook-routes';
import { reactionsRoutes } from './modules/reactions/routes';
import { registerMultipart } from './modules/uploads/multipart';
import { uploadsRoutes } from './modules/uploads/routes';
import { galleriesRoutes } from './modules/galleries/routes';
import { BoughtListings } from './modules/catalogue/bought-listings';
import { geoRoutes } from './modules/geo/routes';
import { healthRoutes } from './modules/health/routes';
import { guardPerformerArea } from './modules/performers/area';
import { auditAdminEdits } from './modules/performers/admin-edits';
import { performersRoutes } from './modules/performers/routes';
import { postsRoutes } from './modules/posts/routes';
import { productsRoutes } from './modules/products/routes';
import { promotionsRoutes } from './modules/promotions/routes';
import { referenceRoutes } from './modules/reference/routes';
import { searchRoutes } from './modules/search/routes';
import { settingsRoutes } from './modules/settings/routes';
import { usersRoutes } from './modules/users/routes';
import { videosRoutes } from './modules/videos/routes';
import type { Services } from './services';
import { fileRoutes } from './storage';
import { LinkGuard } from './modules/entitlements/link-grants';
import { boughtRoutes } from './modules/catalogue/bought-routes';

import { resumableUploadRoutes } from './modules/uploads/tus-routes';
import { videoStudioRoutes } from './modules/videos/studio-routes';
import { galleryStudioRoutes } from './modules/galleries/studio-routes';
import { creatorPostsRoutes } from './modules/creator-posts/routes';
import { creatorPostStudioRoutes } from './modules/creator-posts/studio-routes';
import { productStudioRoutes } from './modules/products/studio-routes';
/** Every API route, registered inside the /api prefix. */
export async function registerApiRoutes(
  api: FastifyInstance,
  s: Services,
  { config, db, cliSecret }: { config: AppConfig; db: Db; cliSecret: string | null },
): Promise<void> {
  registerJsonNotFound(api);
  guardPerformerArea(api);
  auditAdminEdits(api, { audit: s.audit });
  // Every route below needs a signed-in user unless it, or publicRoutes(...) around its plugin, says it is public.
  guardByDefault(api);
  await api.register(authGuardPlugin, { sessions: s.sessions });
  await api.register(publicRoutes(healthRoutes), { db });
  await api.register(publicRoutes(settingsRoutes), { settings: s.settings });
  await api.register(publicRoutes(geoRoutes), { countryBlock: s.countryBlock, countryHeader: config.countryHeader });
  await api.register(publicRoutes(referenceRoutes));
  await api.register(ageVerificationRoutes, {
    ageVerification: s.ageVerification,
    gate: s.ageGate,
    limiter: s.limiter,
    siteUrl: config.siteUrl,
    configuredOrigin: config.siteOrigin,
  });
  await api.register(publicRoutes(ageSimulatorRoutes), { providers: s.ageProviders, settings: s.ageVerification.settings, limiter: s.limiter });
  await api.register(authRoutes, {
    auth: s.auth,
    sessions: s.sessions,
    limiter: s.limiter,
    captcha: s.captcha,
    rateLimitPerMinute: config.authRateLimitPerMinute,
  });
  await api.register(publicRoutes(contactRoutes), { contact: s.contact, limiter: s.limiter, captcha: s.captcha });
  await api.register(publicRoutes(captchaRoutes), { captcha: s.captcha, limiter: s.limiter });
  await api.register(usersRoutes, { users: s.users });
  await api.register(sessionRoutes, { sessions: s.sessions, db });
  await api.register(emailChangeRoutes, { emailChange: s.emailChange, limiter: s.limiter, rateLimitPerMinute: config.authRateLimitPerMinute });
  await api.register(notificationsRoutes, { notifications: s.notifications });
  await api.register(unsubscribeRoutes, { notifications: s.notifications, secret: s.fileUrlSecret });
  await api.register(followsRoutes, { follows: s.follows });
  await api.register(feedRoutes, { feed: s.feed, ageGate: s.ageGate });
  await api.register(notificationCentreRoutes, { centre: s.notificationCentre });
  await api.register(accountRoutes, { deletion: s.accountDeletion, exporter: s.dataExporter, limiter: s.limiter });
  const grants = new LinkGuard({ purchases: s.purchases, subscriptions: s.subscriptions, accounts: s.users, sessions: s.sessions });
  await api.register(publicRoutes(fileRoutes), { storage: s.storage, secret: s.fileUrlSecret, resizer: new ResizedImages(s.storage), grants });
  const bought = new BoughtListings(s.readCache, s.entitlements);
  await api.register(boughtRoutes, { entitlements: s.entitlements });
  await api.register(videosRoutes, { videos: s.videos, ageGate: s.ageGate, bought });
  await api.register(publicRoutes(galleriesRoutes), { galleries: s.galleries, ageGate: s.ageGate, bought });
  await api.register(publicRoutes(creatorPostsRoutes), { creatorPosts: s.creatorPosts, ageGate: s.ageGate });
  await api.register(productsRoutes, { products: s.products, purchases: s.purchases, ageGate: s.ageGate, bought });
  await api.register(publicRoutes(performersRoutes), { performers: s.performers });
  await api.register(publicRoutes(categoriesRoutes), { categories: s.categories });
  await api.register(publicRoutes(channelsRoutes), { channels: s.channels });
  await api.register(publicRoutes(postsRoutes), { posts: s.posts });
  await api.register(publicRoutes(promotionsRoutes), { promotions: s.promotions });
  await api.register(publicRoutes(searchRoutes), { search: s.search });
  await api.register(publicRoutes(viewRoutes), { views: s.views });
  await registerMultipart(api);
  await api.register(commentsRoutes, { comments: s.comments, limiter: s.limiter });
  await api.register(reactionsRoutes, {
    reactions: s.reactions,
    videos: s.videos,
    galleries: s.galleries,
    products: s.products,
    performers: s.performers,
  });
  await api.register(uploadsRoutes, { users: s.users, storage: s.storage, limiter: s.limiter });
  await api.register(resumableUploadRoutes, { uploads: s.uploads });
  await api.register(videoStudioRoutes, { studio: s.videoStudio, videos: s.videos, limiter: s.limiter });
  await api.register(galleryStudioRoutes, { studio: s.galleryStudio, galleries: s.galleries });
  await api.register(creatorPostStudioRoutes, { studio: s.postStudio, creatorPosts: s.creatorPosts });
  await api.register(productStudioRoutes, { studio: s.productStudio, products: s.products, limiter: s.limiter });
  await api.register(couponsRoutes, { coupons: s.coupons });
  await api.register(paymentsRoutes, {
    checkout: s.checkout,
    sellables: s.sellables,
    payments: s.payments,
    ageGate: s.ageGate,
    configuredOrigin: config.siteOrigin,
  });
  await api.register(publicRoutes(webhookRoutes), { webhooks: s.webhooks });
  await api.register(packagesRoutes, { packages: s.packages });
  await api.register(subscriptionsRoutes, { subscriptions: s.subscriptions, reads: s.subscriptionReads, tellGateway: s.tellGatewayOfCancel });
  await api.register(ordersRoutes, { orders: s.orders });
  await api.register(earningsRoutes, { earnings: s.earnings });
  await api.register(tipsRoutes, { tips: s.tips });
  await api.register(messagesRoutes, { messages: s.messages, broadcasts: s.broadcasts, drafts: s.messageDrafts });
  await api.register(adminRoutes, { admin: s.admin, cliSecret });
  await api.register(jobsAdminRoutes, { jobs: s.jobs, db, audit: s.audit });
  await api.register(auditRoutes, { audit: s.audit });
  await api.register(adminUsersRoutes, { admin: s.admin, users: s.users, suspension: s.suspension });
  await api.register(creatorApplicationRoutes, {
    applications: s.creatorApplications,
    limiter: s.limiter,
    siteUrl: config.siteUrl,
    configuredOrigin: config.siteOrigin,
  });
  await api.register(reportsRoutes, { reports: s.reports, limiter: s.limiter });
  await api.register(blockRoutes, { blocks: s.blocks });
  await api.register(moderationAdminRoutes, { reports: s.reports, decisions: s.moderation });
  await api.register(payoutRoutes, { payouts: s.payouts });
  await api.register(payoutAdminRoutes, { payouts: s.payouts });
  await api.register(commissionRoutes, { commissions: s.commissions });
  await api.register(statsRoutes, { stats: s.siteStats });
  await api.register(creatorApplicationAdminRoutes, { review: s.applicationReview, sessions: s.sessions, storage: s.storage, fileUrlSecret: s.fileUrlSecret });
}
