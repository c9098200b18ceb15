import { sql, type Kysely } from 'kysely';

/**
 * Becoming a creator (server/modules/creator-applications): a user's application, saved as a draft between steps,
 * submitted, then approved, rejected (with the reason the applicant reads) or sent back for new documents. At most
 * one open application per user (draft, submitted, needs_documents); a rejected one stays as the record of the
 * decision and a new one may be started.
 *
 * The identity document and the selfie holding it are private files (`identity/<application>/...`, a folder no file
 * route serves), uploaded resumably (uploads of kind 'identity', `application_id`); the application names the upload
 * under way for each slot until it completes. After a rejection the files are deleted once documents_delete_after
 * has passed (the identityRetentionDays setting, 30 by default).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table creator_applications (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      state text not null default 'draft' check (state in ('draft', 'submitted', 'needs_documents', 'approved', 'rejected')),
      legal_name text,
      birth_date text check (birth_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      country text,
      stage_name text,
      document_key text,
      selfie_key text,
      document_upload text,
      selfie_upload text,
      agreement_version text,
      agreement_accepted_at timestamptz,
      submitted_at timestamptz,
      reviewed_at timestamptz,
      reviewer_id uuid references users(id) on delete set null,
      review_note text,
      documents_delete_after timestamptz,
      documents_deleted_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create unique index creator_applications_one_open on creator_applications (user_id) where state in ('draft', 'submitted', 'needs_documents')`.execute(
    db,
  );
  await sql`create index creator_applications_user on creator_applications (user_id, created_at desc)`.execute(db);
  await sql`create index creator_applications_queue on creator_applications (state, submitted_at)`.execute(db);
  await sql`
    create index creator_applications_documents_due on creator_applications (documents_delete_after)
    where documents_delete_after is not null and documents_deleted_at is null
  `.execute(db);
  await sql`
    alter table uploads
      drop constraint uploads_kind_check,
      add constraint uploads_kind_check check (kind in ('video', 'photo', 'product', 'post_media', 'identity')),
      add column application_id uuid references creator_applications(id) on delete set null
  `.execute(db);
  await sql`create index uploads_application_idx on uploads (application_id) where application_id is not null`.execute(db);
  await db
    .insertInto('settings')
    .values([
      { key: 'identityRetentionDays', value: JSON.stringify(30), group: 'creators', public: false },
      { key: 'creatorAgreementVersion', value: JSON.stringify('2026-11'), group: 'creators', public: true },
    ])
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('settings').where('key', 'in', ['identityRetentionDays', 'creatorAgreementVersion']).execute();
  await sql`delete from uploads where kind = 'identity'`.execute(db);
  await sql`
    alter table uploads
      drop column application_id,
      drop constraint uploads_kind_check,
      add constraint uploads_kind_check check (kind in ('video', 'photo', 'product', 'post_media'))
  `.execute(db);
  await sql`drop table creator_applications`.execute(db);
}
