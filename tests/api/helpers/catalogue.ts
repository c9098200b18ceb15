import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../../server/modules/auth/password';
import type { Db } from '../../../server/db';
import type { Insertable } from 'kysely';
import type { CreatorPostMediaTable, CreatorPostsTable, GalleriesTable, PhotosTable, ProductsTable, VideosTable } from '../../../server/db/schema';

/** Test data builders: rows with sensible defaults, each overridable. Everything is live unless told otherwise. */

const unique = () => randomUUID().slice(0, 8);
const HOUR = 60 * 60 * 1000;
let passwordHash: Promise<string> | null = null;

export async function createUser(db: Db, values: { name?: string; username?: string; roles?: string[]; country?: string; gender?: string } = {}) {
  const username = values.username ?? `user_${unique()}`;
  passwordHash ??= hashPassword('test-password');
  return db
    .insertInto('users')
    .values({
      name: values.name ?? `User ${username}`,
      username,
      email: `${username}@example.com`,
      password_hash: await passwordHash,
      roles: values.roles ?? ['user'],
      verified_email: true,
      country: values.country ?? null,
      gender: values.gender ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A user with the performer role and a performer profile. Password: test-password. */
export async function createPerformer(
  db: Db,
  values: { name?: string; username?: string; country?: string; gender?: string; likes?: number; createdAt?: Date } = {},
) {
  const user = await createUser(db, { ...values, roles: ['performer', 'user'] });
  await db
    .insertInto('performers')
    .values({ user_id: user.id, likes_count: values.likes ?? 0, created_at: values.createdAt ?? new Date() })
    .execute();
  return user;
}

export async function createCategory(db: Db, group: 'video' | 'gallery' | 'product', name = `Category ${unique()}`) {
  return db
    .insertInto('categories')
    .values({ group, name, slug: name.toLowerCase().replace(/\W+/g, '-') })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What every live test asset starts with: a unique slug from its name, active, published an hour ago. */
const liveAsset = (name: string) => ({
  slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${unique()}`,
  status: 'active' as const,
  published_at: new Date(Date.now() - HOUR),
});

type VideoValues = Partial<Insertable<VideosTable>> & { performer_id: string; categoryIds?: string[]; participantIds?: string[] };

export async function createVideo(db: Db, { categoryIds = [], participantIds = [], ...values }: VideoValues) {
  const title = values.title ?? `Video ${unique()}`;
  const video = await db
    .insertInto('videos')
    .values({
      title,
      ...liveAsset(title),
      access: 'free',
      file_key: 'videos/test.mp4',
      thumbnail_key: 'thumbs/test.webp',
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const category_id of categoryIds) await db.insertInto('video_categories').values({ video_id: video.id, category_id }).execute();
  for (const performer_id of [values.performer_id, ...participantIds]) {
    await db.insertInto('video_performers').values({ video_id: video.id, performer_id }).execute();
  }
  return video;
}

export async function createGallery(db: Db, values: Partial<Insertable<GalleriesTable>> & { performer_id: string }) {
  const title = values.title ?? `Gallery ${unique()}`;
  return db
    .insertInto('galleries')
    .values({
      title,
      ...liveAsset(title),
      access: 'free',
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createPhoto(db: Db, values: Partial<Insertable<PhotosTable>> & { gallery_id: string; performer_id: string }) {
  const id = unique();
  return db
    .insertInto('photos')
    .values({ file_key: `photos/${id}.jpg`, thumb_key: `photos/${id}-thumb.webp`, width: 1200, height: 800, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createCreatorPost(db: Db, values: Partial<Insertable<CreatorPostsTable>> & { performer_id: string }) {
  const title = values.title ?? `Post ${unique()}`;
  return db
    .insertInto('creator_posts')
    .values({ title, ...liveAsset(title), body: `The text of ${title}, with **bold**.`, access: 'subscribers', ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A ready photo of a creator's post (its media_count counted). */
export async function createPostPhoto(db: Db, values: Partial<Insertable<CreatorPostMediaTable>> & { post_id: string }) {
  const id = unique();
  const row = await db
    .insertInto('creator_post_media')
    .values({
      kind: 'photo',
      state: 'ready',
      file_key: `photos/${id}.webp`,
      thumb_key: `photos/${id}-thumb.webp`,
      blur_key: `photo-previews/${id}.webp`,
      width: 1200,
      height: 800,
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .updateTable('creator_posts')
    .set((eb) => ({ media_count: eb('media_count', '+', 1) }))
    .where('id', '=', values.post_id)
    .execute();
  return row;
}

export async function createProduct(db: Db, values: Partial<Insertable<ProductsTable>> & { performer_id: string }) {
  const name = values.name ?? `Product ${unique()}`;
  return db
    .insertInto('products')
    .values({
      name,
      ...liveAsset(name),
      type: 'physical',
      price_cents: 1500,
      stock: 10,
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A subscription to a performer (null: the site) paid until `expiresAt`; one already over is expired (at most one is open). */
export async function subscribe(db: Db, userId: string, performerId: string | null, expiresAt = new Date(Date.now() + 30 * 24 * HOUR)) {
  const over = expiresAt.getTime() <= Date.now();
  await db
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      performer_id: performerId,
      current_period_end: expiresAt,
      status: over ? 'expired' : 'active',
      ended_at: over ? expiresAt : null,
    })
    .execute();
}

export async function purchase(db: Db, userId: string, objectType: 'video' | 'gallery' | 'product', objectId: string) {
  await db.insertInto('purchases').values({ user_id: userId, object_type: objectType, object_id: objectId }).execute();
}

/** Puts a gallery or a product in categories. */
export async function addToCategories(db: Db, kind: 'gallery' | 'product', assetId: string, categoryIds: string[]) {
  for (const category_id of categoryIds) {
    if (kind === 'gallery') await db.insertInto('gallery_categories').values({ gallery_id: assetId, category_id }).execute();
    else await db.insertInto('product_categories').values({ product_id: assetId, category_id }).execute();
  }
}

// performers+categories+channels+posts+promotions+search builders
type SchemaTables = import('../../../server/db/schema').Database;

/** A channel (active unless told) holding these videos in this order, with these performers. */
export async function createChannel(
  db: Db,
  { videoIds = [], performerIds = [], ...values }: Partial<Insertable<SchemaTables['channels']>> & { videoIds?: string[]; performerIds?: string[] } = {},
) {
  const name = values.name ?? `Channel ${unique()}`;
  const channel = await db
    .insertInto('channels')
    .values({ name, slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${unique()}`, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const [ordering, video_id] of videoIds.entries()) {
    await db.insertInto('channel_videos').values({ channel_id: channel.id, video_id, ordering }).execute();
  }
  for (const performer_id of performerIds) {
    await db.insertInto('channel_performers').values({ channel_id: channel.id, performer_id }).execute();
  }
  return channel;
}

/** A post, active and published an hour ago unless told otherwise. */
export async function createPost(db: Db, values: Partial<Insertable<SchemaTables['posts']>> = {}) {
  const title = values.title ?? `Post ${unique()}`;
  return db
    .insertInto('posts')
    .values({
      title,
      slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${unique()}`,
      status: 'active',
      content: `<p>${title}</p>`,
      published_at: new Date(Date.now() - HOUR),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A site promo or banner, active and without a time window unless told otherwise. */
export async function createPromotion(db: Db, values: Partial<Insertable<SchemaTables['promotions']>> & { kind: 'promo' | 'banner' }) {
  return db
    .insertInto('promotions')
    .values({ title: `Promo ${unique()}`, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The page of a list answer ({ status: 0, data: { data, total } }), failing the test unless it is a 200. */
export function listOf<T extends object = Record<string, unknown>>(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { data: Array<T & { _id: string }>; total: number } }).data;
}

// comments+reactions+uploads builders
/** A new user (performer role etc. when told) signed in to the test app: the row and its token. */
export async function signedInUser(t: import('./test-app').TestApp, roles?: string[]) {
  const user = await createUser(t.db, { roles });
  return { user, token: await t.login(user.username, 'test-password') };
}

/** A small generated picture (a colour gradient) as jpeg, png, webp, gif or svg. */
export async function testImage(format: 'jpeg' | 'png' | 'webp' | 'gif' | 'svg', width = 64, height = 48): Promise<Buffer> {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#e63"/><stop offset="1" stop-color="#36e"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  if (format === 'svg') return svg;
  const sharp = (await import('sharp')).default;
  return sharp(svg)[format]().toBuffer();
}

/** A multipart/form-data body for inject(): text fields and files ({ file, type, filename }), in this order. */
export async function formBody(parts: Record<string, string | { file: Buffer; type?: string; filename?: string }>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.file)], { type: value.type ?? 'image/png' }), value.filename ?? 'upload.png');
  }
  const res = new Response(form);
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': res.headers.get('content-type')! } };
}
