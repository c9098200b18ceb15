import type { Kysely } from 'kysely';

const KEYS = ['subscriptionGraceDays', 'sandboxRenewalOutcome', 'sandboxFailNextRenewal'];

/**
 * The subscription lifecycle's settings: how many days a past-due subscription keeps access (3), and what the
 * payment sandbox answers when it charges a renewal ('approve' or 'decline'; sandboxFailNextRenewal declines the
 * next one only).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('settings')
    .values(
      [
        { key: 'subscriptionGraceDays', value: 3, group: 'payment', public: false },
        { key: 'sandboxRenewalOutcome', value: 'approve', group: 'payment', public: false },
        { key: 'sandboxFailNextRenewal', value: false, group: 'payment', public: false },
      ].map((s) => ({ ...s, value: JSON.stringify(s.value) })),
    )
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('settings').where('key', 'in', KEYS).execute();
}
