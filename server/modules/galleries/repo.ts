import type { Db } from '../../db';
import type { GalleryRow, PhotoRow } from '../../db/schema';
import { cardRelations } from '../catalogue/card-fields';
import type { FileUrls } from '../catalogue/file-urls';
import { isLive } from '../catalogue/live';
import type { GalleryRelations } from './presenter';
import { listPage } from '../../db/list-page';
import type { Paging } from '../../http/paging';

export interface PhotoFilters {
  galleryId?: string;
  performerId?: string;
  /** The gallery's photos whatever its status (its owner's preview); else only live galleries' photos. */
  anyStatus?: boolean;
}

export class GalleriesRepo {
  constructor(
    private readonly db: Db,
    private readonly files: FileUrls,
  ) {}

  /** Performers and categories of a page of galleries. */
  relations(galleries: GalleryRow[]): Promise<GalleryRelations> {
    return cardRelations(this.db, this.files, 'galleries', galleries);
  }

  /**
   * Photos of live galleries, paged. Within one gallery they follow the gallery's order;
   * across galleries the newest come first.
   */
  photos(filters: PhotoFilters, paging: Paging): Promise<{ rows: PhotoRow[]; total: number }> {
    let query = this.db.selectFrom('photos').where('state', '=', 'ready');
    if (!filters.anyStatus)
      query = query.where('moderation', 'is', null).where(
        'gallery_id',
        'in',
        this.db
          .selectFrom('galleries')
          .select('id')
          .where((eb) => isLive(eb)),
      );
    if (filters.galleryId) query = query.where('gallery_id', '=', filters.galleryId);
    if (filters.performerId) query = query.where('performer_id', '=', filters.performerId);
    const inGallery = Boolean(filters.galleryId);
    return listPage(
      query,
      (q) => (inGallery ? q.orderBy('ordering', 'asc').orderBy('id', 'asc') : q.orderBy('created_at', 'desc').orderBy('id', 'desc')).selectAll(),
      paging,
    );
  }
}
