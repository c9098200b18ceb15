import type { Db } from '../index';
import { hashPassword } from '../../modules/auth/password';
import { DEMO_ACCOUNTS } from './accounts';

const SEED_KEY = 'demoSeed';
const SEED_VERSION = 1;

/** Fills a new site with demo data, once: a database that was seeded (or emptied on purpose) is left alone. */
export async function seedDemoDataOnce(db: Db): Promise<boolean> {
  const done = await db.selectFrom('app_meta').select('value').where('key', '=', SEED_KEY).executeTakeFirst();
  if (done) return false;
  await db.transaction().execute(async (trx) => {
    for (const account of DEMO_ACCOUNTS) {
      await trx
        .insertInto('users')
        .values({
          name: account.name,
          username: account.username,
          email: account.email,
          password_hash: await hashPassword(account.password),
          roles: [...account.roles],
          verified_email: true,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await trx
      .insertInto('app_meta')
      .values({ key: SEED_KEY, value: JSON.stringify({ version: SEED_VERSION, at: new Date().toISOString() }) })
      .execute();
  });
  return true;
}
