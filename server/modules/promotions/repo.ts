import { sql } from 'kysely';
import type { Db } from '../../db';
import type { PromotionRow } from './presenter';
import { listPage } from '../../db/list-page';
import type { Paging } from '../../http/paging';

export type PromotionKind = 'promo' | 'banner';

export class PromotionsRepo {
  constructor(private readonly db: Db) {}

  /** Active promotions of one kind running now (no start or started, no end or not ended), by ordering. */
  search(kind: PromotionKind, position: string | undefined, paging: Paging): Promise<{ rows: PromotionRow[]; total: number }> {
    let query = this.db
      .selectFrom('promotions')
      .where('kind', '=', kind)
      .where('status', '=', 'active')
      .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', sql<Date>`now()`)]))
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]));
    if (position) query = query.where('position', '=', position);
    return listPage(
      query,
      (filtered) =>
        filtered
          .select(['id', 'title', 'description', 'image_key', 'link_url', 'cta_label', 'audience', 'position', 'ordering'])
          .orderBy('ordering')
          .orderBy('created_at')
          .orderBy('id'),
      paging,
    );
  }
}
