import { sql } from 'kysely';
import type { NotificationKind, NotificationSubject } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import type { ListPosition } from '../../http/signed-cursor';

/** Actors kept on a grouped row: enough for the names shown and for counting repeat actors among them. */
const KEPT_ACTORS = 50;

export interface NewNotification {
  kind: NotificationKind;
  /** Gathers with an unread row of the same kind and group; null: on its own. */
  groupKey: string | null;
  actorId: string | null;
  subject: NotificationSubject;
}

export interface NotificationRow {
  id: string;
  user_id: string;
  kind: NotificationKind;
  group_key: string | null;
  actor_ids: string[];
  actors_count: number;
  events_count: number;
  subject: NotificationSubject;
  created_at: Date;
  read_at: Date | null;
  email_wanted: boolean;
  emailed_at: Date | null;
}

/**
 * Owns `notifications`. Its times are kept to the millisecond (the column's default too): the list's cursors carry
 * them as JavaScript dates, and a microsecond more would put a row on the wrong side of "read up to what was shown".
 * A new event joins the user's unread row of its kind and group (moved to the top, its actor
 * counted once) or makes a row of its own, in one statement (the unique index on unread groups decides).
 */
export const centreRepo = {
  /** `mailed`: those of the users who want this kind by e-mail too. */
  async add(db: Executor, userIds: string[], mailed: string[], n: NewNotification): Promise<NotificationRow[]> {
    if (userIds.length === 0) return [];
    const actors = n.actorId ? sql`array[${n.actorId}::uuid]` : sql`'{}'::uuid[]`;
    const { rows } = await sql<NotificationRow>`
      insert into notifications as n (user_id, kind, group_key, actor_ids, actors_count, subject, email_wanted)
      select u, ${n.kind}, ${n.groupKey}, ${actors}, ${n.actorId ? 1 : 0}, ${JSON.stringify(n.subject)}::jsonb, u = any(${sql.val(mailed)}::uuid[])
      from unnest(${sql.val(userIds)}::uuid[]) as u
      on conflict (user_id, kind, group_key) where read_at is null and group_key is not null do update set
        actor_ids = case
          when excluded.actor_ids = '{}' or excluded.actor_ids[1] = any(n.actor_ids) then n.actor_ids
          else (excluded.actor_ids || n.actor_ids)[1:${KEPT_ACTORS}] end,
        actors_count = n.actors_count + case
          when excluded.actor_ids = '{}' or excluded.actor_ids[1] = any(n.actor_ids) then 0 else 1 end,
        events_count = n.events_count + 1,
        subject = excluded.subject,
        email_wanted = excluded.email_wanted,
        created_at = date_trunc('milliseconds', now())
      returning n.*`.execute(db);
    return rows;
  },

  /** The user's notifications newest first, after a position (null: from the top). */
  page(db: Executor, userId: string, after: ListPosition | null, limit: number): Promise<NotificationRow[]> {
    let q = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
    if (after) q = q.where(sql<boolean>`(created_at, id) < (${after.at}::timestamptz, ${after.id}::uuid)`);
    return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute() as Promise<NotificationRow[]>;
  },

  async unreadCount(db: Executor, userId: string): Promise<number> {
    const row = await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Each of these users' unread count, in one query (a release told to thousands). */
  async unreadCounts(db: Executor, userIds: string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('notifications')
      .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', 'in', userIds)
      .where('read_at', 'is', null)
      .groupBy('user_id')
      .execute();
    return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
  },

  /** False when the user has no such notification. */
  async markRead(db: Executor, userId: string, id: string): Promise<boolean> {
    const row = await db
      .updateTable('notifications')
      .set({ read_at: sql`coalesce(read_at, now())` })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    return Boolean(row);
  },

  /** Reads every unread notification at or before `upTo` (what the user had in front of them); null: all. */
  async markAllRead(db: Executor, userId: string, upTo: ListPosition | null): Promise<number> {
    let q = db.updateTable('notifications').set({ read_at: new Date() }).where('user_id', '=', userId).where('read_at', 'is', null);
    if (upTo) q = q.where(sql<boolean>`(created_at, id) <= (${upTo.at}::timestamptz, ${upTo.id}::uuid)`);
    const done = await q.executeTakeFirst();
    return Number(done.numUpdatedRows);
  },

  /**
   * Claims the rows to mail: wanted by e-mail, unread, with activity not mailed yet that has settled for `settled`
   * (more of a group may come meanwhile), marking them mailed in the statement that finds them.
   */
  async claimToMail(db: Executor, settledBefore: Date, limit: number): Promise<NotificationRow[]> {
    const { rows } = await sql<NotificationRow>`
      update notifications set emailed_at = now()
      where id in (
        select id from notifications
        where email_wanted and read_at is null and created_at <= ${settledBefore}
          and (emailed_at is null or emailed_at < created_at)
        order by created_at
        limit ${limit}
        for update skip locked)
      returning *`.execute(db);
    return rows;
  },

  async removeAllOf(db: Executor, userId: string): Promise<void> {
    await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
  },
};
