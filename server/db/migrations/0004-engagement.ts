import { type Kysely, sql } from 'kysely';

/** Comments and reactions (like, favourite, watch later) on videos, galleries, products, performers and posts. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('comments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index comments_object_idx on comments (object_type, object_id, created_at desc, id desc)`.execute(db);
  await sql`create index comments_user_idx on comments (user_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('reactions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'uuid', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('reactions_once_key', ['user_id', 'object_type', 'object_id', 'action'])
    .execute();
  await sql`create index reactions_user_list_idx on reactions (user_id, action, object_type, created_at desc)`.execute(db);
  await sql`create index reactions_object_idx on reactions (object_type, object_id, action)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reactions').execute();
  await db.schema.dropTable('comments').execute();
}
