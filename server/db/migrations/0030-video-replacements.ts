import { sql, type Kysely } from 'kysely';

/**
 * A processed video's file replaced by its performer: the new original is uploaded and processed beside the video,
 * which keeps playing from its old renditions until the new ones are live (server/modules/videos/replacement.ts).
 * At most one per video: its state (uploading, processing, failed), the processing step and percent, the failure's
 * reason, the new original once complete, and its bytes (counted in the performer's storage until it is swapped in).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table video_replacements (
      video_id uuid primary key references videos(id) on delete cascade,
      state text not null check (state in ('uploading', 'processing', 'failed')),
      step text,
      percent integer not null default 0 check (percent between 0 and 100),
      error text,
      source_key text,
      bytes bigint not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table video_replacements`.execute(db);
}
