import type { Static } from '@sinclair/typebox';
import { SOCKET_EVENTS } from '../../../lib/socket-events';
import type { Db } from '../../db';
import type { AfterCommit, Executor } from '../../db/unit-of-work';
import { notFound } from '../../http/errors';
import { cursorPosition, signedCursor } from '../../http/signed-cursor';
import type { Realtime } from '../../realtime/server';
import type { PerformerCard } from '../users/cards';
import { centreRepo as repo, type NewNotification, type NotificationRow } from './centre-repo';
import type { NotificationSchema, NotificationsPageSchema } from './centre-schemas';
import { OWN_MAIL } from './preferences';
import { NotificationPreferencesRepo } from './repo';
import { notificationText } from './words';

export type NotificationDto = Static<typeof NotificationSchema>;
type PageDto = Static<typeof NotificationsPageSchema>;

const PURPOSE = 'notifications-cursor';
const SHOWN_ACTORS = 3;

export interface NotificationCentreDeps {
  db: Db;
  secret: string;
  realtime: Pick<Realtime, 'toUser'>;
  /** People's public cards by id (the actors' names and avatars). */
  cards(db: Executor, ids: string[]): Promise<Map<string, PerformerCard>>;
}

/**
 * The notification centre. A module reports what happened with `notify`, on the transaction of the change it reports:
 * the notification commits with it, and reaches the user's open tabs and devices once committed (never for a change
 * that rolled back). Reading one or all says the new unread count to every tab of the user.
 */
export class NotificationCentre {
  constructor(private readonly deps: NotificationCentreDeps) {}

  async notify(trx: Executor, afterCommit: AfterCommit, userIds: string[], event: NewNotification): Promise<void> {
    const candidates = [...new Set(userIds)].filter((id) => id !== event.actorId);
    // Each user's choice for this kind: off leaves them out; e-mail marks the row for the digest (notification-mails).
    const channels = await new NotificationPreferencesRepo(trx).channelFor(candidates, event.kind);
    const users = candidates.filter((id) => channels.get(id) !== 'off');
    const mailed = OWN_MAIL.has(event.kind) ? [] : users.filter((id) => channels.get(id) === 'email');
    const rows = await repo.add(trx, users, mailed, event);
    if (rows.length === 0) return;
    // Each user's row and unread count, told once the change is committed: two queries however many users.
    afterCommit(async () => {
      const { db, realtime } = this.deps;
      const [present, counts] = await Promise.all([
        this.present(db, rows),
        repo.unreadCounts(
          db,
          rows.map((r) => r.user_id),
        ),
      ]);
      for (const [i, row] of rows.entries()) {
        realtime.toUser(row.user_id, SOCKET_EVENTS.notificationNew, { notification: present[i], unread: counts.get(row.user_id) ?? 0 });
      }
    });
  }

  async page(userId: string, cursor: string | undefined, limit: number): Promise<PageDto> {
    const { db, secret } = this.deps;
    const after = cursor ? cursorPosition(secret, PURPOSE, userId, cursor, 'This position in your notifications is not valid: load them again.') : null;
    const rows = await repo.page(db, userId, after, limit + 1);
    const shown = rows.slice(0, limit);
    const at = (row: NotificationRow | undefined) => (row ? signedCursor(secret, PURPOSE, userId, { at: row.created_at, id: row.id }) : null);
    return {
      items: await this.present(db, shown),
      next: rows.length > limit ? at(shown.at(-1)) : null,
      top: after ? null : at(shown[0]),
      unread: await repo.unreadCount(db, userId),
    };
  }

  unread(userId: string): Promise<number> {
    return repo.unreadCount(this.deps.db, userId);
  }

  async markRead(userId: string, id: string): Promise<number> {
    if (!(await repo.markRead(this.deps.db, userId, id))) throw notFound('Notification not found');
    return this.toldRead(userId);
  }

  /** Reads what the user saw (up to the `top` cursor of their page), or every unread one. */
  async markAllRead(userId: string, upTo: string | undefined): Promise<number> {
    const { db, secret } = this.deps;
    const position = upTo ? cursorPosition(secret, PURPOSE, userId, upTo, 'This position in your notifications is not valid: load them again.') : null;
    await repo.markAllRead(db, userId, position);
    return this.toldRead(userId);
  }

  /** A deleted account's notifications go with it (in the deletion's transaction). */
  async forget(trx: Executor, userId: string): Promise<void> {
    await repo.removeAllOf(trx, userId);
  }

  private async toldRead(userId: string): Promise<number> {
    const unread = await repo.unreadCount(this.deps.db, userId);
    this.deps.realtime.toUser(userId, SOCKET_EVENTS.notificationsRead, { unread });
    return unread;
  }

  private async present(db: Executor, rows: NotificationRow[]): Promise<NotificationDto[]> {
    const cards = await this.deps.cards(db, [...new Set(rows.flatMap((r) => r.actor_ids.slice(0, SHOWN_ACTORS)))]);
    return rows.map((row) => {
      const actors = row.actor_ids.slice(0, SHOWN_ACTORS).flatMap((id) => {
        const card = cards.get(id);
        return card ? [card] : [];
      });
      return {
        _id: row.id,
        kind: row.kind,
        text: notificationText(
          row,
          actors.map((a) => a.name || a.username || 'Deleted user'),
        ),
        path: row.subject.path,
        actors,
        count: row.events_count,
        createdAt: new Date(row.created_at).toISOString(),
        read: row.read_at !== null,
      };
    });
  }
}

/** What a module that reports events needs of the centre. */
export type Notify = NotificationCentre['notify'];
