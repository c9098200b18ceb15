import { sql } from 'kysely';
import type { BroadcastAudience, MessageBroadcastsTable } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';

/** Recipients written per statement when a message to all starts. */
const CHUNK = 5_000;

/** Owns `message_broadcasts` and `message_broadcast_recipients` (the messages module's). */
export const broadcastsRepo = {
  async create(
    db: Executor,
    values: {
      performerId: string;
      audience: BroadcastAudience;
      item: { type: NonNullable<MessageBroadcastsTable['item_type']>; id: string } | null;
      body: string;
      attachments: string[];
      priceCents: number | null;
    },
    recipientIds: string[],
  ) {
    const row = await db
      .insertInto('message_broadcasts')
      .values({
        performer_id: values.performerId,
        audience: values.audience,
        item_type: values.item?.type ?? null,
        item_id: values.item?.id ?? null,
        body: values.body,
        attachment_ids: values.attachments,
        price_cents: values.priceCents,
        recipients: recipientIds.length,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    for (let i = 0; i < recipientIds.length; i += CHUNK) {
      const ids = recipientIds.slice(i, i + CHUNK);
      await sql`insert into message_broadcast_recipients (broadcast_id, user_id) select ${row.id}::uuid, unnest(${sql.val(ids)}::uuid[])`.execute(db);
    }
    return row;
  },

  byId(db: Executor, id: string) {
    return db.selectFrom('message_broadcasts').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Up to `limit` recipients who do not have it yet, locked for this delivery (another worker skips them). */
  async waiting(db: Executor, broadcastId: string, limit: number): Promise<string[]> {
    const rows = await db
      .selectFrom('message_broadcast_recipients')
      .select('user_id')
      .where('broadcast_id', '=', broadcastId)
      .where('delivered_at', 'is', null)
      .orderBy('user_id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    return rows.map((r) => r.user_id);
  },

  async markDelivered(db: Executor, broadcastId: string, userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    await db
      .updateTable('message_broadcast_recipients')
      .set({ delivered_at: new Date() })
      .where('broadcast_id', '=', broadcastId)
      .where('user_id', 'in', userIds)
      .execute();
  },

  /** The delivered count as the recipients say it; 'sent' once none waits. The row as it is now. */
  async settle(db: Executor, broadcastId: string) {
    return db
      .updateTable('message_broadcasts as b')
      .set({
        delivered: sql<number>`(select count(*)::int from message_broadcast_recipients r where r.broadcast_id = b.id and r.delivered_at is not null)`,
        state: sql<
          'sending' | 'sent'
        >`case when exists (select 1 from message_broadcast_recipients r where r.broadcast_id = b.id and r.delivered_at is null) then 'sending' else 'sent' end`,
        finished_at: sql<Date | null>`case when exists (select 1 from message_broadcast_recipients r where r.broadcast_id = b.id and r.delivered_at is null) then null else coalesce(b.finished_at, now()) end`,
      })
      .where('b.id', '=', broadcastId)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** A creator's messages to all, the newest first. */
  recentOf(db: Executor, performerId: string, limit: number) {
    return db.selectFrom('message_broadcasts').selectAll().where('performer_id', '=', performerId).orderBy('created_at', 'desc').limit(limit).execute();
  },

  /** How many the creator started since `since` (the daily limit). */
  async startedSince(db: Executor, performerId: string, since: Date): Promise<number> {
    const row = await db
      .selectFrom('message_broadcasts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('performer_id', '=', performerId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
