import type { Db } from '../../index';
import type { DemoMediaWriter } from './media-writer';
import type { SeededPerformer } from './performers';
import { daysAgo, slugify } from './random';

/** Each performer's posts: words for everyone, photos for subscribers, and a set for sale with one of their videos. */
const POSTS = [
  {
    title: 'Hello from the studio',
    access: 'free',
    photos: 0,
    withVideo: false,
    body: 'Thank you all for **following** along this month!\nNew sets are coming every week: stay tuned.',
  },
  {
    title: 'Behind the scenes',
    access: 'subscribers',
    photos: 2,
    withVideo: false,
    body: 'A few shots from today’s session, *just for my subscribers*.\nTell me which one you like best.',
  },
  {
    title: 'The full set',
    access: 'sale',
    photos: 1,
    withVideo: true,
    body: 'The **whole** shoot, with the cut I did not put anywhere else. More about it on https://example.com',
  },
] as const;

export async function seedCreatorPosts(db: Db, media: DemoMediaWriter, performers: SeededPerformer[]): Promise<void> {
  for (const [p, performer] of performers.entries()) {
    const video = await db.selectFrom('videos').select('id').where('performer_id', '=', performer.id).where('status', '=', 'active').executeTakeFirst();
    for (const [i, post] of POSTS.entries()) {
      const title = `${post.title}, ${performer.name.split(' ')[0]}`;
      const row = await db
        .insertInto('creator_posts')
        .values({
          performer_id: performer.id,
          title,
          slug: `${slugify(title)}-${p * POSTS.length + i + 1}`,
          body: post.body,
          access: post.access,
          price_cents: post.access === 'sale' ? 499 : 0,
          status: 'active',
          published_at: daysAgo(i * 4 + p, 3),
          likes_count: (p * 7 + i * 3) % 40,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const photos = await Promise.all(
        Array.from({ length: post.photos }, async (_, k) => {
          const made = await media.photo({
            kind: 'photo',
            width: 1200,
            height: 800,
            title,
            hue: (performer.hue + k * 40) % 360,
            seed: 5000 + p * 10 + i * 3 + k,
          });
          return { post_id: row.id, kind: 'photo' as const, ...made.keys, bytes: made.bytes, width: made.width, height: made.height, ordering: k };
        }),
      );
      const attached = post.withVideo && video ? [{ post_id: row.id, kind: 'video' as const, video_id: video.id, ordering: photos.length }] : [];
      const media_count = photos.length + attached.length;
      if (photos.length) await db.insertInto('creator_post_media').values(photos).execute();
      if (attached.length) await db.insertInto('creator_post_media').values(attached).execute();
      if (media_count) await db.updateTable('creator_posts').set({ media_count }).where('id', '=', row.id).execute();
    }
  }
}
