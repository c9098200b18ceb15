import type { Db } from '../../db';
import type { SubscriptionRow, SubscriptionStatus } from '../../db/schema';
import { forbidden } from '../../http/errors';
import type { Paging } from '../../http/paging';
import type { FileUrls } from '../catalogue/file-urls';
import type { PackagesService } from '../packages/service';
import { performerCards } from '../users/cards';
import { toSubscription, type SubscriberDto, type SubscriptionDto } from './presenter';
import { subscriptionsRepo as repo } from './repo';
import type { SubscriptionsService } from './service';

export interface SubscriptionReadsDeps {
  db: Db;
  files: FileUrls;
  subscriptions: SubscriptionsService;
  packages: PackagesService;
  /** What each subscription's payments brought in, less reversed ones (the payments module's sums). */
  paidTotals: (subscriptionIds: string[]) => Promise<Map<string, number>>;
}

interface Viewer {
  id: string;
  isAdmin: boolean;
}

/** Subscriptions as fans, performers and admins list them. */
export class SubscriptionReads {
  constructor(private readonly deps: SubscriptionReadsDeps) {}

  /** The caller's subscription that gives access to this performer (their own, else the site's), or null. */
  async current(userId: string, performerId: string | null): Promise<SubscriptionDto | null> {
    const [live] = await this.deps.subscriptions.liveOf(userId, performerId);
    return live ? (await this.present([live]))[0] : null;
  }

  async forUser(userId: string, status: SubscriptionStatus | undefined, paging: Paging): Promise<{ data: SubscriptionDto[]; total: number }> {
    const { rows, total } = await repo.search(this.deps.db, { userId, status }, paging);
    return { data: await this.present(rows), total };
  }

  /** A performer's own subscribers (an admin: everyone's, or the performer named). */
  async forPerformer(
    viewer: Viewer,
    query: { performerId?: string; status?: SubscriptionStatus },
    paging: Paging,
  ): Promise<{ data: SubscriberDto[]; total: number }> {
    if (!viewer.isAdmin && query.performerId && query.performerId !== viewer.id)
      throw forbidden('A performer sees their own subscribers only.', 'NOT_YOUR_SUBSCRIBERS');
    const performerId = viewer.isAdmin ? query.performerId : viewer.id;
    const { rows, total } = await repo.search(this.deps.db, { performerId, status: query.status }, paging);
    const [subscriptions, subscribers, paid] = await Promise.all([
      this.present(rows),
      performerCards(
        this.deps.db,
        this.deps.files,
        rows.map((r) => r.user_id),
      ),
      this.deps.paidTotals(rows.map((r) => r.id)),
    ]);
    const data = subscriptions.map((s) => {
      const card = subscribers.get(s.userId);
      return {
        ...s,
        subscriber: card ?? { _id: s.userId, name: 'Deleted account', username: '', avatar: null },
        totalPaid: paid.get(s._id) ?? 0,
      };
    });
    return { data, total };
  }

  async present(rows: SubscriptionRow[]): Promise<SubscriptionDto[]> {
    const [performers, names] = await Promise.all([
      performerCards(
        this.deps.db,
        this.deps.files,
        rows.flatMap((r) => (r.performer_id ? [r.performer_id] : [])),
      ),
      this.deps.packages.namesOf(rows.flatMap((r) => (r.package_id ? [r.package_id] : []))),
    ]);
    const now = this.deps.subscriptions.clock.now();
    return rows.map((r) =>
      toSubscription(r, r.performer_id ? (performers.get(r.performer_id) ?? null) : null, r.package_id ? (names.get(r.package_id) ?? null) : null, now),
    );
  }
}
