import { sql } from 'kysely';
import { isUuid } from '../../db/ids';
import type { Executor } from '../../db/unit-of-work';
import { isLive } from './live';

/** What checkout needs to know of a video, a gallery or a product it is about to sell: its price now, its seller, whether it is on sale. */
export interface Orderable {
  id: string;
  performerId: string;
  name: string;
  priceCents: number;
  /** Active and published: the public may buy it. */
  live: boolean;
  /** The first picture's storage key (a product's first image, a video's thumbnail). */
  imageKey: string | null;
}

/** A video, a gallery or a creator's post: sold one at a time when its access is 'sale'. */
export interface OrderableAsset extends Orderable {
  kind: 'video' | 'gallery' | 'creator_post';
  access: 'free' | 'subscribers' | 'sale';
}

export interface OrderableProduct extends Orderable {
  type: 'physical' | 'digital';
  /** null: unlimited. */
  stock: number | null;
}

/** The products among `ids` (unknown ids and ids that are not UUIDs are left out). */
export async function orderableProducts(db: Executor, ids: string[]): Promise<OrderableProduct[]> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select((eb) => ['id', 'performer_id', 'name', 'price_cents', 'type', 'stock', 'image_keys', isLive(eb).as('live')])
    .where('id', 'in', wanted)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    performerId: r.performer_id,
    name: r.name,
    priceCents: r.price_cents,
    live: Boolean(r.live),
    imageKey: r.image_keys[0] ?? null,
    type: r.type,
    stock: r.stock,
  }));
}

export async function orderableVideo(db: Executor, id: string): Promise<OrderableAsset | null> {
  if (!isUuid(id)) return null;
  const row = await db
    .selectFrom('videos')
    .select((eb) => ['id', 'performer_id', 'title', 'price_cents', 'access', 'thumbnail_key as image_key', isLive(eb).as('live')])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toOrderableAsset('video', row) : null;
}

export async function orderableGallery(db: Executor, id: string): Promise<OrderableAsset | null> {
  if (!isUuid(id)) return null;
  const row = await db
    .selectFrom('galleries')
    .select((eb) => ['id', 'performer_id', 'title', 'price_cents', 'access', 'cover_key as image_key', isLive(eb).as('live')])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toOrderableAsset('gallery', row) : null;
}

/** A creator's post: no picture of its own on an order (its photos are for its buyers). */
export async function orderableCreatorPost(db: Executor, id: string): Promise<OrderableAsset | null> {
  if (!isUuid(id)) return null;
  const row = await db
    .selectFrom('creator_posts')
    .select((eb) => ['id', 'performer_id', 'title', 'price_cents', 'access', sql<null>`null`.as('image_key'), isLive(eb).as('live')])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toOrderableAsset('creator_post', row) : null;
}

interface AssetRow {
  id: string;
  performer_id: string;
  title: string;
  price_cents: number;
  access: OrderableAsset['access'];
  image_key: string | null;
  live: unknown;
}

const toOrderableAsset = (kind: OrderableAsset['kind'], row: AssetRow): OrderableAsset => ({
  id: row.id,
  performerId: row.performer_id,
  name: row.title,
  priceCents: row.price_cents,
  live: Boolean(row.live),
  imageKey: row.image_key,
  kind,
  access: row.access,
});

/**
 * The picture of each ordered item ("video:<id>" / "gallery:<id>" / "product:<id>" -> storage key), for order
 * lines: one query for all three kinds (on the embedded database each round trip costs more than the lookup).
 */
export async function pictureKeys(db: Executor, items: Array<{ objectType: string; objectId: string }>): Promise<Map<string, string | null>> {
  const idsOf = (type: string) => [...new Set(items.filter((i) => i.objectType === type).map((i) => i.objectId))];
  const [videos, galleries, products] = [idsOf('video'), idsOf('gallery'), idsOf('product')];
  const parts = [
    videos.length
      ? db
          .selectFrom('videos')
          .select([sql<string>`'video'`.as('kind'), 'id', 'thumbnail_key as key'])
          .where('id', 'in', videos)
      : null,
    galleries.length
      ? db
          .selectFrom('galleries')
          .select([sql<string>`'gallery'`.as('kind'), 'id', 'cover_key as key'])
          .where('id', 'in', galleries)
      : null,
    products.length
      ? db
          .selectFrom('products')
          .select([sql<string>`'product'`.as('kind'), 'id', sql<string | null>`image_keys[1]`.as('key')])
          .where('id', 'in', products)
      : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return new Map();
  const rows = await parts
    .slice(1)
    .reduce((query, part) => query.unionAll(part), parts[0])
    .execute();
  return new Map(rows.map((r) => [`${r.kind}:${r.id}`, r.key]));
}
