import type { Kysely } from 'kysely';

/**
 * reCAPTCHA, off by default. The switch, the site key and the version are public (the web app loads the widget
 * from them); the threshold and the secret key are not (RECAPTCHA_SECRET_KEY in the environment wins over the
 * stored secret).
 */
const SETTINGS = [
  { key: 'recaptchaEnabled', value: false, public: true },
  { key: 'recaptchaSiteKey', value: '', public: true },
  { key: 'recaptchaVersion', value: 'v2', public: true },
  { key: 'recaptchaThreshold', value: 0.5, public: false },
  { key: 'recaptchaSecretKey', value: '', public: false },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('settings')
    .values(SETTINGS.map(({ key, value, public: isPublic }) => ({ key, value: JSON.stringify(value), group: 'general', public: isPublic })))
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
}
