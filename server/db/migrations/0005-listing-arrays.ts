import { type Kysely, sql } from 'kysely';

/**
 * Listing filters on categories and performers read a uuid[] on the asset row (GIN-indexed) instead of
 * joining: a filtered page then stops after a dozen rows and a capped count stays small at any catalogue
 * size. The join tables stay the source of truth (foreign keys); triggers keep the arrays in step.
 */
const SYNCED = [
  { join: 'video_categories', target: 'videos', column: 'category_ids', key: 'video_id', value: 'category_id' },
  { join: 'video_performers', target: 'videos', column: 'performer_ids', key: 'video_id', value: 'performer_id' },
  { join: 'gallery_categories', target: 'galleries', column: 'category_ids', key: 'gallery_id', value: 'category_id' },
  { join: 'product_categories', target: 'products', column: 'category_ids', key: 'product_id', value: 'category_id' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function sync_listing_array() returns trigger language plpgsql as $$
    declare
      target text := TG_ARGV[0]; col text := TG_ARGV[1]; key_col text := TG_ARGV[2]; value_col text := TG_ARGV[3];
      row_json jsonb := case when TG_OP = 'DELETE' then to_jsonb(OLD) else to_jsonb(NEW) end;
    begin
      if TG_OP = 'INSERT' then
        execute format('update %I set %I = array_append(%I, $2) where id = $1 and not (%I @> array[$2])', target, col, col, col)
          using (row_json ->> key_col)::uuid, (row_json ->> value_col)::uuid;
        return NEW;
      end if;
      execute format('update %I set %I = array_remove(%I, $2) where id = $1', target, col, col)
        using (row_json ->> key_col)::uuid, (row_json ->> value_col)::uuid;
      return OLD;
    end $$`.execute(db);

  for (const s of SYNCED) {
    await sql.raw(`alter table ${s.target} add column if not exists ${s.column} uuid[] not null default '{}'`).execute(db);
    await sql
      .raw(`update ${s.target} t set ${s.column} = coalesce((select array_agg(j.${s.value}) from ${s.join} j where j.${s.key} = t.id), '{}')`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${s.join}_sync after insert or delete on ${s.join} for each row
         execute function sync_listing_array('${s.target}', '${s.column}', '${s.key}', '${s.value}')`,
      )
      .execute(db);
    await sql.raw(`create index ${s.target}_${s.column}_idx on ${s.target} using gin (${s.column})`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of SYNCED) {
    await sql.raw(`drop trigger ${s.join}_sync on ${s.join}`).execute(db);
    await sql.raw(`drop index ${s.target}_${s.column}_idx`).execute(db);
    await sql.raw(`alter table ${s.target} drop column if exists ${s.column}`).execute(db);
  }
  await sql`drop function sync_listing_array()`.execute(db);
}
