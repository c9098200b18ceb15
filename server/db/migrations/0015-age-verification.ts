import { sql, type Kysely } from 'kysely';

/**
 * Age verification: one row per attempt (the single-use OAuth state that binds it to its user, the provider's answer),
 * and the settings that choose where it applies (an empty list: every country) and the provider. Where it applies and
 * the provider's name are public (so every gated request reads them from the settings cache); the provider's keys
 * are not. VERIFYMYAGE_* and AGE_VERIFICATION_* in the environment win over the stored values.
 */
const SETTINGS = [
  { key: 'ageVerificationCountries', value: [] as string[], public: true },
  { key: 'ageVerificationProvider', value: 'simulator', public: true },
  { key: 'verifyMyAgeClientId', value: '', public: false },
  { key: 'verifyMyAgeClientSecret', value: '', public: false },
  { key: 'verifyMyAgeBaseUrl', value: 'https://oauth.verifymyage.com', public: false },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('age_verifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('state_hash', 'text', (c) => c.notNull().unique())
    .addColumn('state_expires_at', 'timestamptz', (c) => c.notNull())
    // Set while the callback exchanges the code, kept once it has: a second use of the state is refused.
    .addColumn('state_used_at', 'timestamptz')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'verified', 'failed')`),
    )
    .addColumn('reference', 'text')
    // The provider's access token of a pending answer, for a recheck; never served.
    .addColumn('access_token', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('verified_at', 'timestamptz')
    .execute();
  await sql`create index age_verifications_user_idx on age_verifications (user_id, updated_at desc)`.execute(db);
  await db
    .insertInto('settings')
    .values(SETTINGS.map(({ key, value, public: isPublic }) => ({ key, value: JSON.stringify(value), group: 'auth', public: isPublic })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('settings')
    .where(
      'key',
      'in',
      SETTINGS.map(({ key }) => key),
    )
    .execute();
  await db.schema.dropTable('age_verifications').execute();
}
