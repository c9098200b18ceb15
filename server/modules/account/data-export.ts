import type { Static } from '@sinclair/typebox';
import { toDeviceSession } from '../auth/session-presenter';
import type { CreatorApplications } from '../creator-applications/applications';
import type { SessionService } from '../auth/sessions';
import type { CommentsService } from '../comments/service';
import type { Reports } from '../moderation/reports';
import type { PayoutsService } from '../payouts/service';
import type { NotificationsService } from '../notifications/service';
import type { OrdersService } from '../orders/service';
import type { PurchasesService } from '../purchases/service';
import type { FollowsService } from '../follows/service';
import type { ReactionsService } from '../reactions/service';
import type { SubscriptionsService } from '../subscriptions/service';
import type { UsersService } from '../users/service';
import type { Broadcasts } from '../messages/broadcasts';
import type { MessagesService } from '../messages/service';
import type { DataExportSchema } from './schemas';

export type DataExport = Static<typeof DataExportSchema>;

export interface DataExportDeps {
  users: UsersService;
  sessions: SessionService;
  orders: OrdersService;
  purchases: PurchasesService;
  subscriptions: SubscriptionsService;
  comments: CommentsService;
  reactions: ReactionsService;
  follows: Pick<FollowsService, 'exportOf'>;
  notifications: NotificationsService;
  creatorApplications: CreatorApplications;
  reports: Pick<Reports, 'byReporter'>;
  payouts: Pick<PayoutsService, 'account' | 'payoutsOf'>;
  messages: Pick<MessagesService, 'exportOf'>;
  broadcasts: Pick<Broadcasts, 'recent'>;
}

/** Far beyond any real fan's orders; one page of them, so a pathological account cannot make the export unbounded. */
const MAX_ORDERS = 10_000;
/** The newest messages exported, and messages to all (the same bound for the same reason). */
const MAX_MESSAGES = 50_000;
const MAX_BROADCASTS = 10_000;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Everything the site keeps about a user, each part from the module that owns it (each presents its own rows). */
export class DataExporter {
  constructor(private readonly deps: DataExportDeps) {}

  async of(userId: string, currentSessionId: string): Promise<DataExport> {
    const {
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
      reports,
      payouts,
      messages,
      broadcasts,
    } = this.deps;
    const [profile, preferences, bought, owned, subs, written, reacted, followed, live, reported, payoutAccount, paid, talked, toAll] = await Promise.all([
      users.exportProfile(userId),
      notifications.preferences(userId),
      orders.buyerOrders(userId, undefined, { limit: MAX_ORDERS, offset: 0 }),
      purchases.allOf(userId),
      subscriptions.allOf(userId),
      comments.byAuthor(userId),
      reactions.allOf(userId),
      follows.exportOf(userId),
      sessions.liveOf(userId),
      reports.byReporter(userId),
      payouts.account(userId),
      payouts.payoutsOf(userId, { limit: MAX_ORDERS, offset: 0 }),
      messages.exportOf(userId, MAX_MESSAGES),
      broadcasts.recent(userId, MAX_BROADCASTS),
    ]);
    return {
      exportedAt: new Date().toISOString(),
      profile,
      notificationPreferences: preferences,
      orders: bought.data,
      purchases: owned.map((p) => ({ ...p, boughtAt: new Date(p.boughtAt).toISOString() })),
      subscriptions: subs.map((s) => ({
        _id: s.id,
        performerId: s.performer_id,
        status: s.status,
        startedAt: new Date(s.started_at).toISOString(),
        currentPeriodEnd: new Date(s.current_period_end).toISOString(),
        price: s.price_cents,
        currency: s.currency,
        recurring: s.recurring,
        cancelledAt: iso(s.cancelled_at),
        endedAt: iso(s.ended_at),
      })),
      comments: written,
      reactions: reacted,
      following: followed,
      sessions: live.map((s) => toDeviceSession(s, currentSessionId)),
      creatorApplications: await creatorApplications.allOf({ id: userId, verifymyage_verified: profile.verifymyage_verified }),
      reports: reported,
      payoutAccount,
      payouts: paid.data,
      messages: talked,
      messagesToAll: toAll,
    };
  }
}
