import { sql } from 'kysely';
import type { Db } from '../index';
import { TAGS, VIDEO_TITLES } from './catalogue/content';

const CHUNK = 10_000;
const WORDS = [
  'amber',
  'breeze',
  'canyon',
  'drift',
  'ember',
  'fable',
  'glow',
  'harbor',
  'island',
  'jade',
  'kite',
  'lagoon',
  'meadow',
  'nectar',
  'orbit',
  'prism',
];

/**
 * Adds `count` live videos spread over the existing performers and video categories, for benchmarks.
 * Rows are made by the database itself (generate_series), CHUNK at a time. They share one public demo thumbnail but get
 * no video file and no teaser (file_key and teaser_key null): a shared protected file would let a free row's signed link
 * open what a sale row sells, and a file of its own per row would make a 100,000-row benchmark write 100,000 files.
 */
export async function seedBulkVideos(db: Db, count: number, onProgress?: (done: number) => void): Promise<void> {
  const performers = (await db.selectFrom('performers').select('user_id').execute()).map((p) => p.user_id);
  if (performers.length === 0) throw new Error('No performers: seed the demo data first (npm start once, or npm run db:seed).');
  const categories = (await db.selectFrom('categories').select('id').where('group', '=', 'video').execute()).map((c) => c.id);
  const thumbnail = await db.selectFrom('videos').select('thumbnail_key').where('thumbnail_key', 'is not', null).executeTakeFirst();
  const start = Number(
    (
      await db
        .selectFrom('videos')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

  for (let done = 0; done < count; done += CHUNK) {
    const n = Math.min(CHUNK, count - done);
    const from = start + done + 1;
    await sql`
      insert into videos (performer_id, performer_ids, category_ids, title, slug, description, tags, status, access, price_cents,
                          thumbnail_key, views_count, likes_count, published_at, announced_at, created_at)
      select (${sql.val(performers)}::uuid[])[1 + i % ${performers.length}],
             array[(${sql.val(performers)}::uuid[])[1 + i % ${performers.length}]],
             ${categories.length ? sql`array[(${sql.val(categories)}::uuid[])[1 + (i * 7) % ${categories.length}]]` : sql`'{}'::uuid[]`},
             initcap((${sql.val(WORDS)}::text[])[1 + i % 16]) || ' ' || (${sql.val(VIDEO_TITLES)}::text[])[1 + (i / 16) % ${VIDEO_TITLES.length}] || ' ' || i,
             'bulk-video-' || i,
             'Bulk video number ' || i || ' about ' || (${sql.val(WORDS)}::text[])[1 + (i * 7) % 16] || ' and ' || (${sql.val(WORDS)}::text[])[1 + (i * 11) % 16],
             array[(${sql.val(TAGS)}::text[])[1 + i % ${TAGS.length}], (${sql.val(TAGS)}::text[])[1 + (i / 3) % ${TAGS.length}]],
             'active',
             case when i % 7 = 0 then 'sale' when i % 4 = 1 then 'subscribers' else 'free' end,
             case when i % 7 = 0 then 999 else 0 end,
             ${thumbnail?.thumbnail_key ?? null},
             ((i::bigint * 7919) % 10000)::int, ((i::bigint * 104729) % 500)::int,
             now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
      from generate_series(${from}::int, ${from + n - 1}::int) as i`.execute(db);
    // The arrays are set above, so the sync triggers find nothing to change: no row is rewritten.
    await sql`
      insert into video_categories (video_id, category_id)
      select v.id, unnest(v.category_ids) from videos v
      where v.slug like 'bulk-video-%' and not exists (select 1 from video_categories vc where vc.video_id = v.id)`.execute(db);
    await sql`
      insert into video_performers (video_id, performer_id)
      select v.id, v.performer_id from videos v
      where v.slug like 'bulk-video-%' and not exists (select 1 from video_performers vp where vp.video_id = v.id)`.execute(db);
    onProgress?.(done + n);
  }
  await sql`analyze videos`.execute(db);
  await sql`analyze video_categories`.execute(db);
  await sql`analyze video_performers`.execute(db);
}
