// Counters against their rows, in the database: each video's, gallery's and product's likes_count, favourites_count and
// comments_count, and each performer's likes_count, minus the reaction or comment rows they count. The demo seed sets
// counters without rows (random likes and views), so the property is that this difference does not change: every
// write that added or removed a row moved its counter with it, and nothing moved a counter alone.
import { sql } from 'kysely';
import type { Db } from '../../../server/db';
import { examples, property, type Property } from '../properties';

/** `<type>:<id>:<column>` -> counter minus rows. */
export type CounterOffsets = Map<string, number>;

const ASSETS = [
  { table: 'videos', type: 'video' },
  { table: 'galleries', type: 'gallery' },
  { table: 'products', type: 'product' },
] as const;

const rows = (type: string, id: ReturnType<typeof sql.ref>, action: 'like' | 'favourite') =>
  sql`(select count(*) from reactions r where r.object_type = ${type} and r.object_id = ${id} and r.action = ${action})`;

export async function counterOffsets(db: Db): Promise<CounterOffsets> {
  const offsets: CounterOffsets = new Map();
  for (const { table, type } of ASSETS) {
    const id = sql.ref('t.id');
    const { rows: found } = await sql<{ id: string; likes: number; favourites: number; comments: number }>`
      select t.id,
             t.likes_count - ${rows(type, id, 'like')} as likes,
             t.favourites_count - ${rows(type, id, 'favourite')} as favourites,
             t.comments_count - (select count(*) from comments c where c.object_type = ${type} and c.object_id = t.id) as comments
      from ${sql.table(table)} t`.execute(db);
    for (const r of found) {
      offsets.set(`${type}:${r.id}:likes_count`, Number(r.likes));
      offsets.set(`${type}:${r.id}:favourites_count`, Number(r.favourites));
      offsets.set(`${type}:${r.id}:comments_count`, Number(r.comments));
    }
  }
  const id = sql.ref('p.user_id');
  const { rows: performers } = await sql<{ id: string; likes: number }>`
    select p.user_id as id, p.likes_count - ${rows('performer', id, 'like')} as likes from performers p`.execute(db);
  for (const r of performers) offsets.set(`performer:${r.id}:likes_count`, Number(r.likes));
  return offsets;
}

export function countersHeld(before: CounterOffsets, after: CounterOffsets): Property {
  const moved: string[] = [];
  for (const [key, offset] of after) {
    const was = before.get(key) ?? 0;
    if (offset !== was) moved.push(`${key}: counter - rows was ${was}, now ${offset}`);
  }
  return property(
    'counters equal their rows (database: counter - rows unchanged)',
    moved.length === 0,
    `${after.size} counters on ${new Set([...after.keys()].map((k) => k.split(':').slice(0, 2).join(':'))).size} items checked, ${moved.length} moved${examples(moved)}`,
  );
}
