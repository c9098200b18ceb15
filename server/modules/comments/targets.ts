import { sql } from 'kysely';
import type { Db } from '../../db';
import type { EngagementObjectType } from '../../db/schema';
import { notFound } from '../../http/errors';
import { isLive } from '../catalogue/live';

/** What can be commented on or reacted to. */
export type ObjectType = EngagementObjectType;
export type AssetObjectType = 'video' | 'gallery' | 'product';

/** The table of each asset type; performers and posts are not assets. */
export const ASSET_TABLES = { video: 'videos', gallery: 'galleries', product: 'products' } as const;

export const isAsset = (type: ObjectType): type is AssetObjectType => type in ASSET_TABLES;

export interface Target {
  objectType: ObjectType;
  objectId: string;
  /** The performer whose content it is (for a performer: that performer); null for site posts. */
  ownerId: string | null;
}

/**
 * The object, or undefined when there is none. With `publicOnly`, only what the public sees counts:
 * a live asset, an active performer, a published post.
 */
export async function findTarget(db: Db, objectType: ObjectType, objectId: string, publicOnly: boolean): Promise<Target | undefined> {
  const found = (ownerId: string | null): Target => ({ objectType, objectId, ownerId });
  if (isAsset(objectType)) {
    let query = db.selectFrom(ASSET_TABLES[objectType] as 'videos').select('performer_id').where('id', '=', objectId);
    if (publicOnly) query = query.where((eb) => isLive(eb));
    const row = await query.executeTakeFirst();
    return row && found(row.performer_id);
  }
  if (objectType === 'performer') {
    let query = db.selectFrom('performers').innerJoin('users', 'users.id', 'performers.user_id').select('users.id').where('users.id', '=', objectId);
    if (publicOnly) query = query.where('users.status', '=', 'active').where(sql<boolean>`users.roles @> array['performer']::text[]`);
    const row = await query.executeTakeFirst();
    return row && found(row.id);
  }
  let query = db.selectFrom('posts').select('id').where('id', '=', objectId);
  if (publicOnly) query = query.where('status', '=', 'active').where('published_at', '<=', sql<Date>`now()`);
  const row = await query.executeTakeFirst();
  return row && found(null);
}

/** Counter columns of the object tables (performers have likes_count only). */
export type CounterColumn = 'likes_count' | 'favourites_count' | 'comments_count';

/**
 * Adds `delta` to a counter of one object inside the caller's transaction (never below zero) and returns the
 * new value; a delta of 0 only reads it. Performers are keyed by user_id, assets by id.
 */
export async function addToCounter(db: Db, objectType: ObjectType, objectId: string, column: CounterColumn, delta: number): Promise<number> {
  const table = sql.table(objectType === 'performer' ? 'performers' : ASSET_TABLES[objectType as AssetObjectType]);
  const [key, col] = [sql.ref(objectType === 'performer' ? 'user_id' : 'id'), sql.ref(column)];
  const query =
    delta === 0
      ? sql<{ n: number }>`select ${col} as n from ${table} where ${key} = ${objectId}`
      : sql<{ n: number }>`update ${table} set ${col} = greatest(${col} + ${delta}, 0) where ${key} = ${objectId} returning ${col} as n`;
  const { rows } = await query.execute(db);
  return rows[0]?.n ?? 0;
}

/** findTarget, or 404 "Video not found" (Gallery, Product, Performer, Post). */
export async function requireTarget(db: Db, objectType: ObjectType, objectId: string, publicOnly: boolean): Promise<Target> {
  const target = await findTarget(db, objectType, objectId, publicOnly);
  if (!target) throw notFound(`${objectType[0].toUpperCase()}${objectType.slice(1)} not found`);
  return target;
}
