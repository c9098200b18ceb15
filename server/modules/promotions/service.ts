import type { Db } from '../../db';
import type { ListPage } from '../../http/envelope';
import type { Paging } from '../../http/paging';
import type { FileUrls } from '../catalogue/file-urls';
import { toPromotion, type PromotionDto } from './presenter';
import { PromotionsRepo, type PromotionKind } from './repo';

/** Site promos and banners running now. */
export class PromotionsService {
  private readonly repo: PromotionsRepo;

  constructor(
    db: Db,
    private readonly files: FileUrls,
  ) {
    this.repo = new PromotionsRepo(db);
  }

  async search(kind: PromotionKind, position: string | undefined, paging: Paging): Promise<ListPage<PromotionDto>> {
    const { rows, total } = await this.repo.search(kind, position, paging);
    return { data: rows.map((p) => toPromotion(p, this.files)), total };
  }
}
