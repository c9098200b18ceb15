import type { Db } from '../../db';
import { inTransaction } from '../../db/unit-of-work';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { FileStorage } from '../../storage';
import { EmailTokenService } from '../auth/email-tokens';
import { verifyPassword } from '../auth/password';
import type { SessionService } from '../auth/sessions';
import type { CreatorApplications } from '../creator-applications/applications';
import type { NotificationsService } from '../notifications/service';
import type { FollowsService } from '../follows/service';
import type { NotificationCentre } from '../notifications/centre';
import type { OrdersService } from '../orders/service';
import type { SubscriptionsService } from '../subscriptions/service';
import { removeReplaced } from '../uploads/images';
import type { UsersService } from '../users/service';
import { DELETION_CONFIRMATION } from '../../../lib/constants';

export interface AccountDeletionDeps {
  db: Db;
  users: UsersService;
  sessions: SessionService;
  orders: OrdersService;
  subscriptions: SubscriptionsService;
  notifications: NotificationsService;
  follows: Pick<FollowsService, 'forget'>;
  notificationCentre: Pick<NotificationCentre, 'forget'>;
  storage: FileStorage;
  creatorApplications: CreatorApplications;
}

const SUPPORT = 'Please write to us through the contact page and we will close it for you.';

/**
 * A fan closing their own account. The person goes (personal fields, shipping details, pictures, choices, follows, notifications, sessions,
 * pending links, a creator application's personal fields and identity files); the records others rely on stay, pointing at the anonymised row: orders and their lines,
 * transactions, earnings (the performers' books), purchases, and comments (now by "Deleted user").
 */
export class AccountDeletion {
  private readonly tokens: EmailTokenService;

  constructor(private readonly deps: AccountDeletionDeps) {
    this.tokens = new EmailTokenService(deps.db);
  }

  async delete(userId: string, password: string, confirmation: string): Promise<void> {
    const { users, sessions, orders, subscriptions, notifications, storage } = this.deps;
    const user = await users.accountOf(userId);
    if (!user) throw notFound('User not found');
    if (confirmation.trim().toUpperCase() !== DELETION_CONFIRMATION) {
      throw badRequest(`Type ${DELETION_CONFIRMATION} to confirm that your account is to be deleted`, 'CONFIRMATION_MISMATCH');
    }
    if (!(await verifyPassword(password, user.password_hash))) throw badRequest('Your current password is not correct', 'WRONG_CURRENT_PASSWORD');
    // A performer's content, subscribers and earnings (payouts, tax records) need settling by staff; an admin may be the last one.
    if (user.roles.includes('performer')) throw conflict(`A performer account cannot be deleted from here. ${SUPPORT}`, 'PERFORMER_ACCOUNT');
    if (user.roles.includes('admin')) throw conflict(`An admin account cannot be deleted from here. ${SUPPORT}`, 'ADMIN_ACCOUNT');
    if ((await subscriptions.renewingCount(userId)) > 0) {
      throw conflict('Cancel your subscriptions first (My subscriptions): they would otherwise keep renewing.', 'ACTIVE_SUBSCRIPTIONS');
    }
    if ((await orders.undeliveredCount(userId)) > 0) {
      throw conflict('Some of your orders are still on their way. You can delete your account once they have been delivered.', 'DELIVERY_PENDING');
    }
    const pictures = await inTransaction(this.deps.db, async (trx, afterCommit) => {
      const keys = await users.anonymise(trx, userId);
      await orders.scrubBuyerDetails(trx, userId);
      await notifications.forget(trx, userId);
      await this.deps.follows.forget(trx, userId);
      await this.deps.notificationCentre.forget(trx, userId);
      await this.tokens.withdraw(userId, undefined, trx);
      await sessions.revokeAllOf(trx, afterCommit, userId);
      await this.deps.creatorApplications.forget(trx, afterCommit, userId, storage);
      return keys;
    });
    await Promise.all([removeReplaced(storage, pictures.avatar, null), removeReplaced(storage, pictures.cover, null)]);
  }
}
