import { type Kysely, sql } from 'kysely';

/**
 * The catalogue: performer profiles, categories, videos, galleries and photos, products, channels,
 * posts, promotions, plus the two facts that unlock content (subscriptions, purchases).
 * Every list filter and sort has an index; full-text search uses generated tsvector columns + GIN.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // array_to_string is only STABLE; generated columns need an IMMUTABLE function.
  await sql`create function immutable_array_to_string(text[], text) returns text
    language sql immutable parallel safe as 'select array_to_string($1, $2)'`.execute(db);

  await sql`alter table users add column search_vector tsvector generated always as (
      setweight(to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(username, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(bio, '')), 'C')) stored`.execute(db);
  await sql`create index users_search_idx on users using gin (search_vector)`.execute(db);
  await sql`create index users_roles_idx on users using gin (roles)`.execute(db);

  await db.schema
    .createTable('performers')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('height', 'text')
    .addColumn('weight', 'text')
    .addColumn('ethnicity', 'text')
    .addColumn('hair', 'text')
    .addColumn('eyes', 'text')
    .addColumn('body_type', 'text')
    .addColumn('sexual_orientation', 'text')
    .addColumn('date_of_birth', 'date')
    .addColumn('is_online', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_online_at', 'timestamptz')
    .addColumn('is_featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('videos_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('galleries_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('products_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('likes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subscribers_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index performers_popular_idx on performers (likes_count desc, views_count desc, user_id)`.execute(db);
  await sql`create index performers_newest_idx on performers (created_at desc, user_id)`.execute(db);
  await sql`create index users_gender_idx on users (gender)`.execute(db);
  await sql`create index users_country_idx on users (country)`.execute(db);

  await db.schema
    .createTable('categories')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('group', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('ordering', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addUniqueConstraint('categories_group_slug_key', ['group', 'slug'])
    .execute();

  const assetColumns = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('performer_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('description', 'text')
      .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('price_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('views_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('likes_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('favourites_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('comments_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('published_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));

  const searchVector = (titleColumn: string) =>
    sql.raw(`tsvector generated always as (
      setweight(to_tsvector('english', coalesce(${titleColumn}, '')), 'A') ||
      setweight(to_tsvector('english', immutable_array_to_string(tags, ' ')), 'B') ||
      setweight(to_tsvector('english', coalesce(description, '')), 'C')) stored`);

  /** Public listings show status 'active' items whose publication time has come; each sort gets a partial index. */
  const listingIndexes = async (table: string) => {
    const live = `where status = 'active' and published_at is not null`;
    await sql.raw(`create index ${table}_newest_idx on ${table} (published_at desc, id desc) ${live}`).execute(db);
    await sql.raw(`create index ${table}_popular_idx on ${table} (likes_count desc, published_at desc, id desc) ${live}`).execute(db);
    await sql.raw(`create index ${table}_viewed_idx on ${table} (views_count desc, published_at desc, id desc) ${live}`).execute(db);
    await sql.raw(`create index ${table}_performer_idx on ${table} (performer_id, published_at desc, id desc)`).execute(db);
    await sql.raw(`create index ${table}_tags_idx on ${table} using gin (tags)`).execute(db);
    await sql.raw(`create index ${table}_search_idx on ${table} using gin (search_vector)`).execute(db);
  };

  await assetColumns('videos')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('access', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('file_key', 'text')
    .addColumn('teaser_key', 'text')
    .addColumn('thumbnail_key', 'text')
    .addColumn('duration_seconds', 'integer')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('search_vector', searchVector('title'))
    .execute();
  await listingIndexes('videos');
  await sql`create index videos_sale_idx on videos (published_at desc, id desc) where status = 'active' and published_at is not null and access = 'sale'`.execute(
    db,
  );

  await assetColumns('galleries')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('access', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('cover_key', 'text')
    .addColumn('photos_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_vector', searchVector('title'))
    .execute();
  await listingIndexes('galleries');

  await db.schema
    .createTable('photos')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('gallery_id', 'uuid', (c) => c.notNull().references('galleries.id').onDelete('cascade'))
    .addColumn('performer_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text')
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('thumb_key', 'text', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('ordering', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index photos_gallery_idx on photos (gallery_id, ordering, id)`.execute(db);
  await sql`create index photos_performer_idx on photos (performer_id, created_at desc)`.execute(db);

  await assetColumns('products')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('physical'))
    .addColumn('stock', 'integer')
    .addColumn('image_keys', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('digital_file_key', 'text')
    .addColumn('search_vector', searchVector('name'))
    .execute();
  await listingIndexes('products');

  for (const [join, owner] of [
    ['video_categories', 'videos'],
    ['gallery_categories', 'galleries'],
    ['product_categories', 'products'],
  ] as const) {
    const ownerColumn = `${owner === 'galleries' ? 'gallery' : owner.slice(0, -1)}_id`;
    await db.schema
      .createTable(join)
      .addColumn(ownerColumn, 'uuid', (c) => c.notNull().references(`${owner}.id`).onDelete('cascade'))
      .addColumn('category_id', 'uuid', (c) => c.notNull().references('categories.id').onDelete('cascade'))
      .addPrimaryKeyConstraint(`${join}_pkey`, [ownerColumn, 'category_id'] as never)
      .execute();
    await sql.raw(`create index ${join}_category_idx on ${join} (category_id, ${ownerColumn})`).execute(db);
  }

  await db.schema
    .createTable('video_performers')
    .addColumn('video_id', 'uuid', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('performer_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('video_performers_pkey', ['video_id', 'performer_id'])
    .execute();
  await sql`create index video_performers_performer_idx on video_performers (performer_id, video_id)`.execute(db);

  await db.schema
    .createTable('channels')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('cover_key', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('ordering', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('channel_videos')
    .addColumn('channel_id', 'uuid', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('video_id', 'uuid', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('ordering', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('channel_videos_pkey', ['channel_id', 'video_id'])
    .execute();
  await sql`create index channel_videos_order_idx on channel_videos (channel_id, ordering, video_id)`.execute(db);
  await db.schema
    .createTable('channel_performers')
    .addColumn('channel_id', 'uuid', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('performer_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('channel_performers_pkey', ['channel_id', 'performer_id'])
    .execute();

  await db.schema
    .createTable('posts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('post'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('short_description', 'text')
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_key', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('ordering', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index posts_listing_idx on posts (type, published_at desc, id) where status = 'active'`.execute(db);

  // Site promos and banners share one shape; `kind` tells them apart.
  await db.schema
    .createTable('promotions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('image_key', 'text')
    .addColumn('link_url', 'text')
    .addColumn('position', 'text', (c) => c.notNull().defaultTo('top'))
    .addColumn('ordering', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index promotions_position_idx on promotions (kind, position, ordering) where status = 'active'`.execute(db);

  // What unlocks content. Payments fill these in; the catalogue only reads them.
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('performer_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index subscriptions_user_idx on subscriptions (user_id, performer_id, expires_at desc)`.execute(db);
  await sql`create index subscriptions_performer_idx on subscriptions (performer_id, status, expires_at desc)`.execute(db);

  await db.schema
    .createTable('purchases')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('purchases_user_object_key', ['user_id', 'object_type', 'object_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'purchases',
    'subscriptions',
    'promotions',
    'posts',
    'channel_performers',
    'channel_videos',
    'channels',
    'video_performers',
    'product_categories',
    'gallery_categories',
    'video_categories',
    'products',
    'photos',
    'galleries',
    'videos',
    'categories',
    'performers',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`alter table users drop column search_vector`.execute(db);
  await sql`drop function immutable_array_to_string(text[], text)`.execute(db);
}
