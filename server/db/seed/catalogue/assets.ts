import type { Db } from '../../index';
import { renderDemoImage } from '../media';
import { GALLERY_TITLES, PRODUCTS, TAGS, VIDEO_CATEGORIES, VIDEO_TITLES } from './content';
import type { DemoClip, DemoMediaWriter } from './media-writer';
import type { SeededPerformer } from './performers';
import { daysAgo, slugify, type DemoRandom } from './random';
import type { CategoryIds } from './site';

const VIDEOS_PER_PERFORMER = 5;
const PHOTOS_PER_GALLERY = 8;

interface PlannedVideo {
  performer: SeededPerformer;
  /** The video's place among its performer's videos, and among all listed videos. */
  i: number;
  n: number;
  title: string;
  slug: string;
  access: 'free' | 'subscribers' | 'sale';
}

/** Who, what and for whom, worked out before anything is stored so the clips can be made in one batch. */
function planVideos(performers: SeededPerformer[]): PlannedVideo[] {
  const planned: PlannedVideo[] = [];
  for (const performer of performers) {
    for (let i = 0; i < VIDEOS_PER_PERFORMER; i++) {
      const n = planned.length;
      const title = `${VIDEO_TITLES[(n * 7 + i) % VIDEO_TITLES.length]} with ${performer.name.split(' ')[0]}`;
      const access = n % 7 === 3 ? 'sale' : n % 4 === 1 ? 'subscribers' : 'free';
      planned.push({ performer, i, n, title, slug: `${slugify(title)}-${n + 1}`, access });
    }
  }
  return planned;
}

/** One draft and one scheduled video for the demo performer, visible only in their own area. */
const UNLISTED_VIDEOS = [
  { status: 'draft', publishedInDays: null, title: 'Work in progress (draft)' },
  { status: 'active', publishedInDays: 3, title: 'Coming soon (scheduled)' },
] as const;

/** A video's file columns: its own protected clip and public teaser, or none without ffmpeg. */
function clipColumns(clip: DemoClip | undefined) {
  return {
    file_key: clip?.fileKey ?? null,
    teaser_key: clip?.teaserKey ?? null,
    duration_seconds: clip?.durationSeconds ?? null,
    width: clip?.width ?? null,
    height: clip?.height ?? null,
  };
}

/**
 * 45 videos: mostly free, some for subscribers, some for sale; a few with a co-performer. Plus the demo performer's
 * draft and scheduled video. Each has a clip and a teaser of its own. Returns how many videos got a clip.
 */
export async function seedVideos(db: Db, media: DemoMediaWriter, random: DemoRandom, performers: SeededPerformer[], categories: CategoryIds): Promise<number> {
  const listed = planVideos(performers);
  const unlisted = UNLISTED_VIDEOS.map((video) => ({ ...video, slug: slugify(video.title) }));
  const clips = await media.videoClips([...listed, ...unlisted].map(({ slug, title }) => ({ name: slug, title })));

  for (const { performer: p, i, n, title, slug, access } of listed) {
    const thumbnail = await media.publicImage(`thumbs/${slug}.webp`, { kind: 'photo', width: 960, height: 540, title, hue: (p.hue + i * 23) % 360 });
    const video = await db
      .insertInto('videos')
      .values({
        performer_id: p.id,
        title,
        slug,
        description: `${title}. ${p.bio}`,
        tags: random.some(TAGS, random.int(1, 3)),
        status: 'active',
        access,
        price_cents: access === 'sale' ? random.pick([499, 799, 999, 1499]) : 0,
        ...clipColumns(clips.get(slug)),
        thumbnail_key: thumbnail,
        views_count: random.int(20, 5000),
        likes_count: random.int(0, 400),
        favourites_count: random.int(0, 80),
        published_at: daysAgo(n * 1.3, i),
        created_at: daysAgo(n * 1.3 + 1),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cats = random.some(VIDEO_CATEGORIES, random.int(1, 2)).map((name) => categories.video.get(name)!);
    await db
      .insertInto('video_categories')
      .values(cats.map((category_id) => ({ video_id: video.id, category_id })))
      .execute();
    const cast = [p.id];
    if (n % 6 === 5) cast.push(performers[(performers.indexOf(p) + 1) % performers.length].id);
    await db
      .insertInto('video_performers')
      .values(cast.map((performer_id) => ({ video_id: video.id, performer_id })))
      .execute();
  }
  const owner = performers[0];
  for (const { status, publishedInDays, title, slug } of unlisted) {
    const published_at = publishedInDays === null ? null : daysAgo(-publishedInDays);
    await db
      .insertInto('videos')
      .values({ performer_id: owner.id, title, slug, status, published_at, ...clipColumns(clips.get(slug)) })
      .execute();
  }
  return clips.size;
}

/** 12 galleries of 8 photos each; a third for subscribers, one for sale. */
export async function seedGalleries(db: Db, media: DemoMediaWriter, random: DemoRandom, performers: SeededPerformer[], categories: CategoryIds): Promise<void> {
  for (const [g, title] of GALLERY_TITLES.entries()) {
    const p = performers[g % performers.length];
    const slug = slugify(title);
    const access = g % 5 === 4 ? 'sale' : g % 3 === 1 ? 'subscribers' : 'free';
    const gallery = await db
      .insertInto('galleries')
      .values({
        performer_id: p.id,
        title,
        slug,
        description: `${title}: a set by ${p.name}.`,
        tags: random.some(TAGS, 2),
        status: 'active',
        access,
        price_cents: access === 'sale' ? 999 : 0,
        photos_count: PHOTOS_PER_GALLERY,
        views_count: random.int(10, 3000),
        likes_count: random.int(0, 300),
        published_at: daysAgo(g * 3 + 1),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const photos = await Promise.all(
      Array.from({ length: PHOTOS_PER_GALLERY }, async (_, i) => {
        const portrait = i % 3 === 2;
        const made = await media.photo({
          kind: 'photo',
          width: portrait ? 800 : 1200,
          height: portrait ? 1200 : 800,
          title: `${title} #${i + 1}`,
          hue: (p.hue + i * 17) % 360,
          seed: g * 100 + i,
        });
        return {
          gallery_id: gallery.id,
          performer_id: p.id,
          title: `${title} #${i + 1}`,
          ...made.keys,
          bytes: made.bytes,
          width: made.width,
          height: made.height,
          ordering: i,
        };
      }),
    );
    const [first] = await db.insertInto('photos').values(photos).returning('id').execute();
    await db
      .updateTable('galleries')
      .set({ cover_key: await media.cover(photos[0].file_key), cover_photo_id: first.id })
      .where('id', '=', gallery.id)
      .execute();
    const category = categories.gallery.get(random.pick([...categories.gallery.keys()]))!;
    await db.insertInto('gallery_categories').values({ gallery_id: gallery.id, category_id: category }).execute();
  }
}

/** 14 products: merch with stock and images, and digital downloads with a protected file. */
export async function seedProducts(db: Db, media: DemoMediaWriter, random: DemoRandom, performers: SeededPerformer[], categories: CategoryIds): Promise<void> {
  for (const [i, item] of PRODUCTS.entries()) {
    const p = performers[i % performers.length];
    const name = `${p.name.split(' ')[0]}'s ${item.name}`;
    const slug = slugify(name);
    const images = await Promise.all(
      [0, 1].map((k) =>
        media.publicImage(`products/${slug}-${k + 1}.webp`, {
          kind: 'product',
          width: 800,
          height: 800,
          title: item.name,
          hue: (p.hue + k * 40) % 360,
          seed: i * 10 + k,
        }),
      ),
    );
    let digitalKey: string | null = null;
    if (item.type === 'digital') {
      // What the buyer downloads: a large picture of the product itself.
      const file = await renderDemoImage({ kind: 'product', width: 1920, height: 1080, title: item.name, hue: p.hue, format: 'png' });
      digitalKey = await media.protectedFile(`downloads/${slug}.png`, file, 'image/png');
    }
    const product = await db
      .insertInto('products')
      .values({
        performer_id: p.id,
        name,
        slug,
        description: `${item.name} from ${p.name}. ${item.type === 'digital' ? 'Instant download after purchase.' : 'Ships worldwide within 5 working days.'}`,
        tags: random.some(TAGS, 2),
        status: 'active',
        type: item.type,
        price_cents: item.price,
        stock: item.stock,
        image_keys: images,
        digital_file_key: digitalKey,
        views_count: random.int(5, 900),
        likes_count: random.int(0, 120),
        published_at: daysAgo(i * 2 + 1),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('product_categories')
      .values({ product_id: product.id, category_id: categories.product.get(item.category)! })
      .execute();
  }
}
