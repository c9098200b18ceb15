import { sql, type Updateable } from 'kysely';
import type { CreatorApplicationRow, CreatorApplicationsTable, CreatorApplicationState } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import type { Paging } from '../../http/paging';
import { listPage } from '../../db/list-page';
import { IDENTITY_SLOTS, type IdentitySlot } from './rules';

export const OPEN_STATES: CreatorApplicationState[] = ['draft', 'submitted', 'needs_documents'];
/** States in which the applicant may change the application (fields, files). */
export const EDITABLE_STATES: CreatorApplicationState[] = ['draft', 'needs_documents'];

export const keyColumn = (slot: IdentitySlot) => (slot === 'document' ? 'document_key' : 'selfie_key');
export const uploadColumn = (slot: IdentitySlot) => (slot === 'document' ? 'document_upload' : 'selfie_upload');

/** Queries of `creator_applications`, on the executor given (the database or a transaction). */
export const applicationsRepo = {
  /** The user's newest application, whatever its state. */
  latestOf(db: Executor, userId: string): Promise<CreatorApplicationRow | undefined> {
    return db.selectFrom('creator_applications').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  },

  /** Every application of the user, newest first (their data export). */
  allOf(db: Executor, userId: string): Promise<CreatorApplicationRow[]> {
    return db.selectFrom('creator_applications').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
  },

  /** The user's open application, locked for the caller's change. */
  openOf(db: Executor, userId: string): Promise<CreatorApplicationRow | undefined> {
    return db.selectFrom('creator_applications').selectAll().where('user_id', '=', userId).where('state', 'in', OPEN_STATES).forUpdate().executeTakeFirst();
  },

  byId(db: Executor, id: string, lock = false): Promise<CreatorApplicationRow | undefined> {
    const q = db.selectFrom('creator_applications').selectAll().where('id', '=', id);
    return (lock ? q.forUpdate() : q).executeTakeFirst();
  },

  /** A new draft; undefined when the user has an open application already (two first saves at once). */
  createDraft(db: Executor, userId: string): Promise<CreatorApplicationRow | undefined> {
    return db
      .insertInto('creator_applications')
      .values({ user_id: userId })
      .onConflict((oc) => oc.column('user_id').where('state', 'in', OPEN_STATES).doNothing())
      .returningAll()
      .executeTakeFirst();
  },

  update(db: Executor, id: string, changes: Updateable<CreatorApplicationsTable>): Promise<CreatorApplicationRow> {
    return db
      .updateTable('creator_applications')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /**
   * An account closed for good: its applications keep their dates and decisions (the record of what was decided) and
   * lose the person: name, date of birth, country, stage name and the identity files' keys. Answers the applications' ids.
   */
  async scrubPerson(db: Executor, userId: string, now: Date): Promise<string[]> {
    const rows = await db
      .updateTable('creator_applications')
      .set({
        legal_name: null,
        birth_date: null,
        country: null,
        stage_name: null,
        document_key: null,
        selfie_key: null,
        document_upload: null,
        selfie_upload: null,
        state: sql<CreatorApplicationState>`case when state in ('draft', 'submitted', 'needs_documents') then 'rejected' else state end`,
        review_note: sql<string | null>`case when state in ('draft', 'submitted', 'needs_documents') then 'The account was deleted.' else review_note end`,
        documents_deleted_at: now,
        updated_at: now,
      })
      .where('user_id', '=', userId)
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  },

  /** The slot that waited for upload `name` waits no more (the upload was refused or abandoned). */
  async forgetUpload(db: Executor, id: string, name: string): Promise<void> {
    for (const slot of IDENTITY_SLOTS) {
      await db
        .updateTable('creator_applications')
        .set({ [uploadColumn(slot)]: null })
        .where('id', '=', id)
        .where(uploadColumn(slot), '=', name)
        .execute();
    }
  },

  /** For the review queue: submitted ones oldest first (first come, first served), any other state newest first. */
  search(db: Executor, state: CreatorApplicationState | undefined, paging: Paging) {
    let base = db.selectFrom('creator_applications');
    if (state) base = base.where('state', '=', state);
    return listPage(
      base,
      (q) => (state === 'submitted' ? q.selectAll().orderBy('submitted_at', 'asc') : q.selectAll().orderBy('updated_at', 'desc')).orderBy('id'),
      paging,
    );
  },

  countInState(db: Executor, state: CreatorApplicationState): Promise<number> {
    return db
      .selectFrom('creator_applications')
      .select(sql<string>`count(*)`.as('n'))
      .where('state', '=', state)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  },

  /** Applications whose identity files are due for deletion (rejected, their retention over), a batch at a time. */
  documentsDue(db: Executor, now: Date, limit: number): Promise<CreatorApplicationRow[]> {
    return db
      .selectFrom('creator_applications')
      .selectAll()
      .where('documents_delete_after', '<=', now)
      .where('documents_deleted_at', 'is', null)
      .orderBy('documents_delete_after')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
  },
};
