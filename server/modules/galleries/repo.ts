import type { Db } from '../../db';
import type { GalleryRow, PhotoRow } from '../../db/schema';
import { cardRelations } from '../catalogue/card-fields';
import type { FileUrls } from '../catalogue/file-urls';
import { isLive } from '../catalogue/live';
import { isKeptForBuyers } from '../catalogue/preview';
import type { GalleryRelations } from './presenter';
import { listPage } from '../../db/list-page';
import type { Paging } from '../../http/paging';

export interface PhotoFilters {
  galleryId?: string;
  performerId?: string;
  /**
   * Whose view: the public's (live galleries' photos that no moderation hides; the default), the owner's preview (every
   * photo of the gallery whatever its status), or a buyer's who keeps the gallery after it left the site (the photos
   * keptForBuyers allows).
   */
  view?: 'public' | 'owner' | 'buyer';
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
    if (filters.view === 'buyer') query = query.where((eb) => isKeptForBuyers(eb));
    if (!filters.view || filters.view === 'public')
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
