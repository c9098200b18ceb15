import type { Db } from '../../index';
import { BANNERS, CHANNELS, GALLERY_CATEGORIES, POSTS, PRODUCT_CATEGORIES, PROMOS, VIDEO_CATEGORIES } from './content';
import type { DemoMediaWriter } from './media-writer';
import { daysAgo, slugify } from './random';

export type CategoryIds = Record<'video' | 'gallery' | 'product', Map<string, string>>;

export async function seedCategories(db: Db): Promise<CategoryIds> {
  const ids: CategoryIds = { video: new Map(), gallery: new Map(), product: new Map() };
  const groups = [
    ['video', VIDEO_CATEGORIES],
    ['gallery', GALLERY_CATEGORIES],
    ['product', PRODUCT_CATEGORIES],
  ] as const;
  for (const [group, names] of groups) {
    const rows = await db
      .insertInto('categories')
      .values(names.map((name, ordering) => ({ group, name, slug: slugify(name), ordering })))
      .returning(['id', 'name'])
      .execute();
    for (const row of rows) ids[group].set(row.name, row.id);
  }
  return ids;
}

/** Channels collect the videos of their categories, newest first. */
export async function seedChannels(db: Db, media: DemoMediaWriter, categories: CategoryIds): Promise<void> {
  for (const [ordering, c] of CHANNELS.entries()) {
    const slug = slugify(c.name);
    const cover = await media.publicImage(`channels/${slug}.webp`, { kind: 'cover', width: 1600, height: 500, title: c.name, hue: ordering * 90 + 20 });
    const channel = await db
      .insertInto('channels')
      .values({ name: c.name, slug, description: c.description, cover_key: cover, ordering })
      .returning('id')
      .executeTakeFirstOrThrow();
    const categoryIds = c.categories.map((name) => categories.video.get(name)!);
    const videos = await db
      .selectFrom('videos')
      .innerJoin('video_categories', 'video_categories.video_id', 'videos.id')
      .select(['videos.id', 'videos.performer_id'])
      .where('video_categories.category_id', 'in', categoryIds)
      .orderBy('videos.published_at', 'desc')
      .execute();
    const unique = [...new Map(videos.map((v) => [v.id, v])).values()];
    if (unique.length) {
      await db
        .insertInto('channel_videos')
        .values(unique.map((v, i) => ({ channel_id: channel.id, video_id: v.id, ordering: i })))
        .execute();
      // The channel's own creators: the three with most videos in it (each channel has its own, not everyone).
      const counts = new Map<string, number>();
      for (const v of unique) counts.set(v.performer_id, (counts.get(v.performer_id) ?? 0) + 1);
      const performers = [...counts]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, 3)
        .map(([id]) => id);
      await db
        .insertInto('channel_performers')
        .values(performers.map((performer_id) => ({ channel_id: channel.id, performer_id })))
        .execute();
    }
  }
}

export async function seedPosts(db: Db, media: DemoMediaWriter): Promise<void> {
  for (const [i, p] of POSTS.entries()) {
    const image =
      p.type === 'post' ? await media.publicImage(`posts/${p.slug}.webp`, { kind: 'cover', width: 1200, height: 500, title: p.title, hue: 40 + i * 50 }) : null;
    await db
      .insertInto('posts')
      .values({
        type: p.type,
        title: p.title,
        slug: p.slug,
        short_description: p.short,
        content: p.content,
        image_key: image,
        status: 'active',
        ordering: i,
        published_at: daysAgo(30 - i * 4),
      })
      .execute();
  }
}

export async function seedPromotions(db: Db, media: DemoMediaWriter): Promise<void> {
  const all = [...PROMOS.map((p) => ({ ...p, kind: 'promo' as const })), ...BANNERS.map((b) => ({ ...b, kind: 'banner' as const }))];
  for (const [i, p] of all.entries()) {
    const image = await media.publicImage(`promos/${slugify(p.title)}.webp`, { kind: 'promo', width: 1600, height: 600, title: p.title, hue: 300 + i * 37 });
    await db
      .insertInto('promotions')
      .values({
        kind: p.kind,
        title: p.title,
        description: p.description,
        image_key: image,
        link_url: p.link,
        cta_label: p.cta,
        audience: p.audience,
        position: p.position,
        ordering: i,
      })
      .execute();
  }
}
