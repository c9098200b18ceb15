import { sql } from 'kysely';
import type { Db } from '../server/db';

/**
 * What the Studio rows of the catalogue bench need beside the bulk videos (issue 27): `posts` creator posts of one
 * performer (live, draft and scheduled; a few hundred characters each), and `sales` paid sales of their videos for
 * sale (one order and transaction; a line and an earning per sale, 1 to 3 units each), for the "most sold" and
 * "top earning" orders.
 */
export async function seedStudioBench(db: Db, performerId: string, { posts, sales }: { posts: number; sales: number }): Promise<void> {
  await sql`
    insert into creator_posts (performer_id, slug, title, body, access, price_cents, status, views_count, likes_count, published_at, announced_at, created_at)
    select ${performerId}::uuid, 'bench-post-' || i, 'Bench post ' || i,
           repeat('A few words about the day, the shoot and what comes next. ', 1 + i % 6),
           case when i % 5 = 0 then 'sale' when i % 2 = 0 then 'subscribers' else 'free' end,
           case when i % 5 = 0 then 299 else 0 end,
           case when i % 10 = 1 then 'draft' else 'active' end,
           ((i::bigint * 7919) % 10000)::int, ((i::bigint * 104729) % 500)::int,
           case when i % 10 = 1 then null when i % 10 = 2 then now() + interval '3 days' else now() - (i || ' minutes')::interval end,
           now() - (i || ' minutes')::interval,
           now() - (i || ' minutes')::interval
    from generate_series(1, ${posts}::int) as i`.execute(db);

  const buyer = await db.selectFrom('users').select('id').where('id', '!=', performerId).executeTakeFirstOrThrow();
  const order = await db
    .insertInto('orders')
    .values({ buyer_id: buyer.id, kind: 'video', status: 'paid', currency: 'USD', subtotal_cents: 0, total_cents: 0, paid_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const transaction = await db
    .insertInto('transactions')
    .values({ order_id: order.id, buyer_id: buyer.id, type: 'video_purchase', gateway: 'sandbox', status: 'success', amount_cents: 0, currency: 'USD' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    with forsale as (
      select id, price_cents, row_number() over (order by created_at desc) as n, count(*) over () as total
      from videos where performer_id = ${performerId}::uuid and access = 'sale'
    ), lines as (
      insert into order_lines (order_id, performer_id, object_type, object_id, name, unit_price_cents, quantity, total_cents)
      select ${order.id}::uuid, ${performerId}::uuid, 'video', v.id, 'Bench sale', v.price_cents, 1 + i % 3, v.price_cents * (1 + i % 3)
      from generate_series(1, ${sales}::int) as i
      join forsale v on v.n = 1 + ((i::bigint * 7919) % v.total)
      returning id, object_id, quantity, total_cents
    )
    insert into earnings (performer_id, order_line_id, transaction_id, gross_cents, commission_bp, commission_cents, net_cents, source_type, source_id, quantity)
    select ${performerId}::uuid, l.id, ${transaction.id}::uuid, l.total_cents, 2000, l.total_cents / 5, l.total_cents - l.total_cents / 5, 'video', l.object_id, l.quantity
    from lines l`.execute(db);
}
