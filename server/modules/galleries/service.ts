import type { ReadCache } from '../../cache/read-cache';
import type { Db } from '../../db';
import type { Executor } from '../../db/unit-of-work';
import type { GalleryRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import { relatedAssetIds } from '../catalogue/asset-relations';
import { assetByIdOrSlug, assetsByIds } from '../catalogue/asset-rows';
import { orderableGallery, type OrderableAsset } from '../catalogue/orderable';
import { searchAssets, type AssetFilters } from '../catalogue/asset-search';
import type { FileUrls } from '../catalogue/file-urls';
import { accessFilter } from '../catalogue/access-filter';
import type { AccessValue } from '../catalogue/schemas';
import type { LockedAsset } from '../entitlements/rule';
import type { EntitlementService, Viewer } from '../entitlements/service';
import { refuseUntilAgeVerified } from '../age-verification/gate';
import {
  toGallery,
  toGalleryDetail,
  toOwnGallery,
  toOwnPhoto,
  toPhoto,
  type GalleryDetailDto,
  type GalleryDto,
  type OwnGalleryDetailDto,
  type OwnGalleryDto,
  type PhotoDto,
} from './presenter';
import { GalleriesRepo, type PhotoFilters } from './repo';
import { ownPhotos } from './own-photos';
import { liveOrPreview, previewMark, rowOf, type Previewer } from '../catalogue/preview';
import { searchOwnAssets, type OwnAssetFilters } from '../catalogue/owner-search';
import { NO_SALES, type SalesLookup } from '../earnings/sales';
import { ownerLink } from '../entitlements/link-grants';
import { assertOwnedBy } from '../performers/area';
import type { Paging } from '../../http/paging';

export interface GallerySearch extends Omit<AssetFilters, 'refine'>, Paging {
  access?: AccessValue;
  isSale?: boolean;
}

const lockOf = (g: GalleryRow): LockedAsset => ({ id: g.id, performerId: g.performer_id, access: g.access, objectType: 'gallery' });

export class GalleriesService {
  private readonly repo: GalleriesRepo;

  constructor(
    private readonly db: Db,
    private readonly files: FileUrls,
    private readonly entitlements: EntitlementService,
    private readonly cache: ReadCache,
    private readonly sales: SalesLookup,
  ) {
    this.repo = new GalleriesRepo(db, files);
  }

  async search({ limit, offset, access, isSale, ...filters }: GallerySearch): Promise<{ data: GalleryDto[]; total: number }> {
    const { ids, total } = await searchAssets(this.db, 'galleries', { ...filters, refine: accessFilter({ access, isSale }) }, { limit, offset });
    return { data: await this.present(await assetsByIds(this.db, 'galleries', ids)), total };
  }

  /**
   * The public page of a gallery, and whether this viewer may see the full photos. A previewer (catalogue/preview.ts)
   * also gets their own gallery that is not live, marked as a preview; a buyer, the gallery they keep after it left the site.
   */
  async detail(idOrSlug: string, viewer: Viewer, previewer: Previewer = undefined): Promise<GalleryDetailDto> {
    // The card is the same for everyone (shared, short-lived); the access is decided per viewer.
    const found = await liveOrPreview(
      () =>
        this.cache.fetch(`gallery-page:${idOrSlug}`, async () => {
          const gallery = await this.live(idOrSlug);
          return { card: toGallery(gallery, this.files, await this.repo.relations([gallery])), lock: lockOf(gallery) };
        }),
      () => assetByIdOrSlug(this.db, 'galleries', idOrSlug, false),
      previewer,
      this.entitlements.boughtBy(viewer, 'gallery'),
    );
    const { card, lock } =
      'live' in found
        ? found.live
        : {
            card: { ...toGallery(rowOf(found), this.files, await this.repo.relations([rowOf(found)])), ...previewMark(found) },
            lock: lockOf(rowOf(found)),
          };
    const entitlement = await this.entitlements.forAsset(viewer, lock);
    refuseUntilAgeVerified(entitlement, 'see this gallery', { preview: card });
    return toGalleryDetail(card, entitlement);
  }

  /** The owner's galleries of every status (null: everyone's, for an admin), with what each has sold. */
  async ownSearch(performerId: string | null, filters: OwnAssetFilters & Paging): Promise<{ data: OwnGalleryDto[]; total: number }> {
    const { limit, offset, ...rest } = filters;
    const { ids, total } = await searchOwnAssets(this.db, 'galleries', performerId, rest, { limit, offset });
    const [galleries, sales] = await Promise.all([assetsByIds(this.db, 'galleries', ids), this.sales.salesOf('gallery', ids)]);
    const rel = await this.repo.relations(galleries);
    return { data: galleries.map((g) => toOwnGallery(g, this.files, rel, sales.get(g.id) ?? NO_SALES)), total };
  }

  /** The owner's gallery of any status (an admin's: any), with every photo in order. Another performer's is not found. */
  async ownerView(idOrSlug: string, performerId: string | null, viewerId: string): Promise<OwnGalleryDetailDto> {
    const gallery = await assetByIdOrSlug(this.db, 'galleries', idOrSlug, false);
    if (!gallery || gallery.status === 'inactive') throw notFound('Gallery not found');
    assertOwnedBy(gallery.performer_id, performerId, 'gallery');
    const [rel, sales, photos] = await Promise.all([
      this.repo.relations([gallery]),
      this.sales.salesOf('gallery', [gallery.id]),
      ownPhotos.allOf(this.db, gallery.id),
    ]);
    const link = ownerLink(viewerId);
    return {
      ...toOwnGallery(gallery, this.files, rel, sales.get(gallery.id) ?? NO_SALES),
      coverPhotoId: gallery.cover_photo_id,
      photos: photos.map((p) => toOwnPhoto(p, this.files, link)),
    };
  }

  async related(idOrSlug: string, limit: number): Promise<GalleryDto[]> {
    const gallery = await this.live(idOrSlug);
    const ids = await relatedAssetIds(this.db, 'galleries', gallery, limit);
    return this.present(await assetsByIds(this.db, 'galleries', ids));
  }

  /** Cards of these galleries, in the order given (callers choose which are shown, e.g. a user's favourites). */
  async cards(ids: string[]): Promise<GalleryDto[]> {
    return this.present(await assetsByIds(this.db, 'galleries', ids));
  }

  /** The photos of one live gallery, with full-size links only for viewers entitled to the gallery. */
  /** What checkout needs of a gallery, as it is now (in the caller's transaction). */
  orderable(db: Executor, id: string): Promise<OrderableAsset | null> {
    return orderableGallery(db, id);
  }

  async galleryPhotos(idOrSlug: string, viewer: Viewer, paging: Paging, previewer: Previewer = undefined): Promise<{ data: PhotoDto[]; total: number }> {
    // The rows are the same for everyone (shared, short-lived); the links are decided per viewer.
    const found = await liveOrPreview(
      () =>
        this.cache.fetch(`gallery-photos:${idOrSlug}:${paging.limit}:${paging.offset}`, async () => {
          const gallery = await this.live(idOrSlug);
          return { lock: lockOf(gallery), ...(await this.repo.photos({ galleryId: gallery.id }, paging)) };
        }),
      () => assetByIdOrSlug(this.db, 'galleries', idOrSlug, false),
      previewer,
      this.entitlements.boughtBy(viewer, 'gallery'),
    );
    const { lock, rows, total } =
      'live' in found
        ? found.live
        : { lock: lockOf(rowOf(found)), ...(await this.repo.photos({ galleryId: rowOf(found).id, view: 'kept' in found ? 'buyer' : 'owner' }, paging)) };
    const entitlement = await this.entitlements.forLink(viewer, lock);
    refuseUntilAgeVerified(entitlement, 'see this gallery');
    const link = entitlement.allowed ? entitlement.link : null;
    return { data: rows.map((p) => toPhoto(p, this.files, link)), total };
  }

  /** Photos across live galleries; the entitlements of the page's galleries are checked together. */
  async photos(filters: PhotoFilters, viewer: Viewer, paging: Paging): Promise<{ data: PhotoDto[]; total: number }> {
    const { rows, total } = await this.repo.photos(filters, paging);
    const galleries = await assetsByIds(this.db, 'galleries', [...new Set(rows.map((p) => p.gallery_id))]);
    const allowed = await this.entitlements.forLinks(viewer, galleries.map(lockOf));
    const linkOf = (galleryId: string) => {
      const entitlement = allowed.get(galleryId);
      return entitlement?.allowed ? entitlement.link : null;
    };
    return { data: rows.map((p) => toPhoto(p, this.files, linkOf(p.gallery_id))), total };
  }

  private async live(idOrSlug: string): Promise<GalleryRow> {
    const gallery = await assetByIdOrSlug(this.db, 'galleries', idOrSlug, true);
    if (!gallery) throw notFound('Gallery not found');
    return gallery;
  }

  private async present(galleries: GalleryRow[]): Promise<GalleryDto[]> {
    const rel = await this.repo.relations(galleries);
    return galleries.map((g) => toGallery(g, this.files, rel));
  }
}
