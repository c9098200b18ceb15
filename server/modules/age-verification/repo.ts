import type { Db } from '../../db';
import type { AgeVerificationsTable } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import type { Selectable } from 'kysely';
import type { AgeCheckResult } from '../../age-verification/provider';

export type AttemptRow = Selectable<AgeVerificationsTable>;

/** The age_verifications table: one row per attempt. */
export class AgeVerificationsRepo {
  constructor(private readonly db: Db) {}

  async create(values: { userId: string; provider: string; country: string; stateHash: string; stateExpiresAt: Date }): Promise<void> {
    await this.db
      .insertInto('age_verifications')
      .values({
        user_id: values.userId,
        provider: values.provider,
        country: values.country,
        state_hash: values.stateHash,
        state_expires_at: values.stateExpiresAt,
      })
      .execute();
  }

  byStateHash(stateHash: string): Promise<AttemptRow | undefined> {
    return this.db.selectFrom('age_verifications').selectAll().where('state_hash', '=', stateHash).executeTakeFirst();
  }

  /** The attempt the user's status reads: their latest verified one when `verified`, else their latest. */
  latestOf(userId: string, verified: boolean): Promise<AttemptRow | undefined> {
    let query = this.db.selectFrom('age_verifications').selectAll().where('user_id', '=', userId);
    if (verified) query = query.where('status', '=', 'verified');
    return query.orderBy('updated_at', 'desc').orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  }

  /** Takes the state for this callback; false when another request took it first. */
  async claimState(id: string, now: Date): Promise<boolean> {
    const taken = await this.db
      .updateTable('age_verifications')
      .set({ state_used_at: now })
      .where('id', '=', id)
      .where('state_used_at', 'is', null)
      .executeTakeFirst();
    return taken.numUpdatedRows === 1n;
  }

  /** Gives the state back when the callback could not finish (the provider was down or refused the code). */
  async releaseState(id: string): Promise<void> {
    await this.db.updateTable('age_verifications').set({ state_used_at: null }).where('id', '=', id).execute();
  }

  /** Records the provider's answer; a pending one keeps its token for a recheck. */
  async settle(trx: Executor, id: string, result: AgeCheckResult & { accessToken: string }, now: Date): Promise<void> {
    await trx
      .updateTable('age_verifications')
      .set({
        status: result.status,
        reference: result.reference,
        access_token: result.status === 'pending' ? result.accessToken : null,
        verified_at: result.status === 'verified' ? now : null,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
  }
}
