import { sql, type Kysely } from 'kysely';

/**
 * Performers make their products in the Studio: a physical product says how it ships (`shipping_note`), a digital
 * one's file is uploaded resumably like videos and photos (uploads of kind 'product', `product_id`: null once the
 * product was deleted, and the upload is cleaned up).
 * A processed video keeps frames its performer may choose its poster from (`poster_candidates`, public keys).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table products add column shipping_note text`.execute(db);
  await sql`alter table videos add column poster_candidates text[] not null default '{}'`.execute(db);
  await sql`
    alter table uploads
      drop constraint uploads_kind_check,
      add constraint uploads_kind_check check (kind in ('video', 'photo', 'product')),
      add column product_id uuid references products(id) on delete set null
  `.execute(db);
  await sql`create index uploads_product_idx on uploads (product_id) where product_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index uploads_product_idx`.execute(db);
  await sql`delete from uploads where kind = 'product'`.execute(db);
  await sql`
    alter table uploads
      drop column product_id,
      drop constraint uploads_kind_check,
      add constraint uploads_kind_check check (kind in ('video', 'photo'))
  `.execute(db);
  await sql`alter table videos drop column poster_candidates`.execute(db);
  await sql`alter table products drop column shipping_note`.execute(db);
}
