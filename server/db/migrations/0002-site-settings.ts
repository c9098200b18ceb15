import { type Kysely, sql } from 'kysely';

/** Defaults every fresh site starts with; the admin CLI changes them. */
const DEFAULT_SETTINGS: Array<{ key: string; value: unknown; group: string; public: boolean }> = [
  { key: 'siteName', value: 'Limelight', group: 'general', public: true },
  { key: 'logoUrl', value: '/logo.svg', group: 'general', public: true },
  { key: 'favicon', value: '/favicon.svg', group: 'general', public: true },
  { key: 'loginPlaceholderImage', value: '/login-placeholder.svg', group: 'general', public: true },
  {
    key: 'footerContent',
    value: '<p>© Limelight. All performers were 18 years of age or older at the time of production.</p>',
    group: 'general',
    public: true,
  },
  { key: 'maintenanceMode', value: false, group: 'general', public: true },
  { key: 'currency', value: 'USD', group: 'payment', public: true },
  { key: 'currencySymbol', value: '$', group: 'payment', public: true },
  { key: 'requireEmailVerification', value: true, group: 'auth', public: true },
  { key: 'ageVerificationEnabled', value: false, group: 'auth', public: true },
  { key: 'performerCommission', value: 0.2, group: 'payment', public: false },
];

const DEFAULT_MENUS = [
  { title: 'Home', path: '/home', section: 'header', ordering: 0 },
  { title: 'Videos', path: '/videos', section: 'header', ordering: 1 },
  { title: 'Galleries', path: '/galleries', section: 'header', ordering: 2 },
  { title: 'Performers', path: '/performers', section: 'header', ordering: 3 },
  { title: 'Products', path: '/products', section: 'header', ordering: 4 },
  { title: 'Terms of service', path: '/posts/terms', section: 'footer', ordering: 0 },
  { title: 'Privacy policy', path: '/posts/privacy', section: 'footer', ordering: 1 },
  { title: 'About', path: '/posts/about', section: 'footer', ordering: 2 },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('group', 'text', (c) => c.notNull())
    .addColumn('public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('settings_group_idx').on('settings').column('group').execute();
  await db
    .insertInto('settings')
    .values(DEFAULT_SETTINGS.map((s) => ({ ...s, value: JSON.stringify(s.value) })))
    .execute();

  await db.schema
    .createTable('menus')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('is_new_tab', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ordering', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('menus').values(DEFAULT_MENUS).execute();

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('blocked_countries')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blocked_countries').execute();
  await db.schema.dropTable('app_meta').execute();
  await db.schema.dropTable('menus').execute();
  await db.schema.dropTable('settings').execute();
}
