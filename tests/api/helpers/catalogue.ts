import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../../server/modules/auth/password';
import type { Db } from '../../../server/db';
import type { Insertable } from 'kysely';
import type { GalleriesTable, PhotosTable, ProductsTable, VideosTable } from '../../../server/db/schema';

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

type VideoValues = Partial<Insertable<VideosTable>> & { performer_id: string; categoryIds?: string[]; participantIds?: string[] };

export async function createVideo(db: Db, { categoryIds = [], participantIds = [], ...values }: VideoValues) {
  const title = values.title ?? `Video ${unique()}`;
  const video = await db
    .insertInto('videos')
    .values({
      title,
      slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${unique()}`,
      status: 'active',
      access: 'free',
      published_at: new Date(Date.now() - HOUR),
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
      slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${unique()}`,
      status: 'active',
      access: 'free',
      published_at: new Date(Date.now() - HOUR),
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

export async function createProduct(db: Db, values: Partial<Insertable<ProductsTable>> & { performer_id: string }) {
  const name = values.name ?? `Product ${unique()}`;
  return db
    .insertInto('products')
    .values({
      name,
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${unique()}`,
      status: 'active',
      type: 'physical',
      price_cents: 1500,
      stock: 10,
      published_at: new Date(Date.now() - HOUR),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function subscribe(db: Db, userId: string, performerId: string | null, expiresAt = new Date(Date.now() + 30 * 24 * HOUR)) {
  await db.insertInto('subscriptions').values({ user_id: userId, performer_id: performerId, expires_at: expiresAt }).execute();
}

export async function purchase(db: Db, userId: string, objectType: 'video' | 'gallery' | 'product', objectId: string) {
  await db.insertInto('purchases').values({ user_id: userId, object_type: objectType, object_id: objectId }).execute();
}
