import type { Db } from '../../index';
import type { FileStorage } from '../../../storage';
import { markLiveAsTold } from '../../../modules/catalogue/releases';
import { feedTimelines } from '../../../modules/feed/timelines';
import { DEMO_ACCOUNTS } from '../accounts';
import { seedGalleries, seedProducts, seedVideos } from './assets';
import { recountPerformers } from './counters';
import { seedCreatorPosts } from './creator-posts';
import { DemoMediaWriter } from './media-writer';
import { seedPackages, type SeededPackage } from './packages';
import { seedPerformers } from './performers';
import { DemoRandom } from './random';
import { seedCategories, seedChannels, seedPosts, seedPromotions } from './site';

const SEED_KEY = 'demoCatalogue';

export interface CatalogueSeedReport {
  ms: number;
  /** Videos that got a playable clip (none without ffmpeg). */
  clips: number;
}

/**
 * The demo catalogue, once: performers with avatars and covers, videos (real playable clips when ffmpeg
 * is installed), galleries of generated photos, products, creators' posts, channels, site posts, promos and banners.
 * The demo fan gets one subscription and one purchase, so locked and unlocked content can both be seen.
 */
export async function seedDemoCatalogueOnce(db: Db, storage: FileStorage): Promise<CatalogueSeedReport | null> {
  const done = await db.selectFrom('app_meta').select('key').where('key', '=', SEED_KEY).executeTakeFirst();
  if (done) return null;
  const started = Date.now();
  const media = new DemoMediaWriter(storage);
  const random = new DemoRandom(20261121);

  const performers = await seedPerformers(db, media);
  const categories = await seedCategories(db);
  const clips = await seedVideos(db, media, random, performers, categories);
  await seedGalleries(db, media, random, performers, categories);
  await seedProducts(db, media, random, performers, categories);
  await seedCreatorPosts(db, media, performers);
  await seedChannels(db, media, categories);
  await seedPosts(db, media);
  await seedPromotions(db, media);
  const packages = await seedPackages(db, performers);
  await giveTheDemoFanSomeAccess(db, performers[1].id, packages.get(performers[1].id)!);
  await recountPerformers(db);
  await markLiveAsTold(db);
  // Each creator's own feed shows what they published (a follow fills a fan's; the release job writes what comes next).
  for (const performer of performers) await feedTimelines.backfill(db, performer.id, performer.id);

  await db
    .insertInto('app_meta')
    .values({ key: SEED_KEY, value: JSON.stringify({ version: 1, at: new Date().toISOString(), clips }) })
    .execute();
  return { ms: Date.now() - started, clips };
}

/** A monthly subscription the sandbox renews, started today, a creator followed for free, and one video bought. */
async function giveTheDemoFanSomeAccess(db: Db, performerId: string, monthly: SeededPackage): Promise<void> {
  const fan = await db.selectFrom('users').select('id').where('username', '=', DEMO_ACCOUNTS[1].username).executeTakeFirst();
  if (!fan) return;
  await db
    .insertInto('subscriptions')
    .values({
      user_id: fan.id,
      performer_id: performerId,
      package_id: monthly.id,
      price_cents: monthly.priceCents,
      period_days: 30,
      recurring: true,
      gateway: 'sandbox',
      current_period_end: new Date(Date.now() + 30 * 86400_000),
    })
    .execute();
  // Subscribers follow; the demo fan also follows another creator for free (their feed has both).
  const other = await db.selectFrom('performers').select('user_id').where('user_id', '<>', performerId).orderBy('user_id').executeTakeFirst();
  for (const followed of [performerId, ...(other ? [other.user_id] : [])]) {
    await db.insertInto('follows').values({ fan_id: fan.id, performer_id: followed }).execute();
    await feedTimelines.backfill(db, fan.id, followed);
  }
  const forSale = await db.selectFrom('videos').select('id').where('access', '=', 'sale').orderBy('published_at', 'desc').executeTakeFirst();
  if (forSale) await db.insertInto('purchases').values({ user_id: fan.id, object_type: 'video', object_id: forSale.id }).execute();
}
