import type { ReadCache } from '../../cache/read-cache';
import type { Db } from '../../db';
import type { VideoRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import { refineAll, searchAssets, type AssetFilters } from '../catalogue/asset-search';
import type { FileUrls } from '../catalogue/file-urls';
import { accessFilter } from '../catalogue/access-filter';
import type { AccessValue, DurationRange } from '../catalogue/schemas';
import { durationFilter } from './duration-filter';
import type { EntitlementService, Viewer } from '../entitlements/service';
import { refuseUntilAgeVerified } from '../age-verification/gate';
import { assertOwnedBy } from '../performers/area';
import { NO_SALES, type SalesLookup } from '../earnings/sales';
import { searchOwnAssets, type OwnAssetFilters } from '../catalogue/owner-search';
import { publicationFields } from '../catalogue/live';
import { liveOrPreview, previewMark, rowOf, type Previewer } from '../catalogue/preview';
import type { Paging } from '../../http/paging';
import {
  toMediaStatus,
  toVideo,
  toVideoDetail,
  toVideoPage,
  type OwnVideoDetailDto,
  type OwnVideoDto,
  type VideoDetailDto,
  type VideoDto,
  type VideoPage,
} from './presenter';
import { VideosRepo } from './repo';
import { replacementsOf } from './replacement';
import { cheapestMonthlyPrice } from '../packages/monthly-price';
import { orderableVideo, type OrderableAsset } from '../catalogue/orderable';
import type { Executor } from '../../db/unit-of-work';

export interface VideoSearch extends AssetFilters {
  access?: AccessValue;
  isSale?: boolean;
  duration?: DurationRange;
  limit: number;
  offset: number;
}

export interface VideoTitle {
  _id: string;
  slug: string;
  title: string;
}

/** How far the uploads of these videos have got, in percent (the uploads module answers). */
export interface UploadProgress {
  percentOf(videoIds: string[]): Promise<Map<string, number>>;
}

export class VideosService {
  private readonly repo: VideosRepo;

  constructor(
    private readonly db: Db,
    private readonly files: FileUrls,
    private readonly entitlements: EntitlementService,
    private readonly cache: ReadCache,
    private readonly sales: SalesLookup,
    private readonly uploads: UploadProgress,
  ) {
    this.repo = new VideosRepo(db, files);
  }

  async search({ limit, offset, access, isSale, duration, ...filters }: VideoSearch): Promise<{ data: VideoDto[]; total: number }> {
    const refine = refineAll(accessFilter({ access, isSale }), durationFilter(duration));
    const { ids, total } = await searchAssets(this.db, 'videos', { ...filters, refine }, { limit, offset });
    return { data: await this.present(await this.repo.byIds(ids)), total };
  }

  /** Titles of the most viewed live videos the search box finds (search suggestions): what Enter would list. */
  async titled(q: string, limit: number): Promise<VideoTitle[]> {
    const { ids } = await searchAssets(this.db, 'videos', { q, sortBy: 'mostViewed' }, { limit, offset: 0 });
    return (await this.repo.byIds(ids)).map((v) => ({ _id: v.id, slug: v.slug, title: v.title }));
  }

  /**
   * The public page of a video, and whether this viewer may watch the full video. A previewer (catalogue/preview.ts)
   * also gets their own video that is not live, marked as a preview; a buyer, the video they keep after it left the site.
   */
  async detail(idOrSlug: string, viewer: Viewer, previewer: Previewer = undefined): Promise<VideoDetailDto> {
    const found = await liveOrPreview(
      () => this.livePage(idOrSlug),
      () => this.repo.byIdOrSlug(idOrSlug, false),
      previewer,
      this.entitlements.boughtBy(viewer, 'video'),
    );
    if (!('live' in found)) {
      const video = rowOf(found);
      const page = toVideoPage(video, this.files, await this.repo.relations([video]));
      const detail = { ...(await this.presentDetail(page, viewer)), ...previewMark(found) };
      if ('kept' in found) refuseUntilAgeVerified({ reason: detail.accessReason }, 'watch this video', { preview: page.card });
      return detail;
    }
    const page = found.live;
    const detail = await this.presentDetail(page, viewer);
    refuseUntilAgeVerified({ reason: detail.accessReason }, 'watch this video', { preview: page.card });
    if (detail.canView || detail.access !== 'subscribers') return detail;
    // Locked to a subscriber of someone taking part in it: the page says whose subscription it belongs to.
    const others = page.card.performers.filter((p) => p._id !== page.performerId);
    const subscribed = await this.entitlements.subscribedTo(
      viewer.id,
      others.map((p) => p._id),
    );
    return { ...detail, subscribedToOthers: others.filter((p) => subscribed.has(p._id)) };
  }

  /** The shared part of a live video's page (the same for everyone, cached briefly). */
  private livePage(idOrSlug: string): Promise<VideoPage> {
    return this.cache.fetch(`video-page:${idOrSlug}`, async () => {
      const video = await this.repo.byIdOrSlug(idOrSlug, true);
      if (!video) throw notFound('Video not found');
      const [relations, subscriptionPrice] = await Promise.all([
        this.repo.relations([video]),
        video.access === 'subscribers' ? cheapestMonthlyPrice(this.db, video.performer_id) : null,
      ]);
      return toVideoPage(video, this.files, relations, subscriptionPrice);
    });
  }

  async related(idOrSlug: string, limit: number): Promise<VideoDto[]> {
    const video = await this.repo.byIdOrSlug(idOrSlug, true);
    if (!video) throw notFound('Video not found');
    return this.present(await this.repo.byIds(await this.repo.relatedIds(video, limit)));
  }

  /** The performer's own videos of every status (null: everyone's, for an admin), with what each has sold. */
  async ownSearch(performerId: string | null, { limit, offset, ...filters }: OwnAssetFilters & Paging): Promise<{ data: OwnVideoDto[]; total: number }> {
    const { ids, total } = await searchOwnAssets(this.db, 'videos', performerId, filters, { limit, offset });
    const rows = await this.repo.byIds(ids);
    const [videos, sales, uploaded, replacements] = await Promise.all([
      this.present(rows),
      this.sales.salesOf('video', ids),
      this.uploads.percentOf(ids),
      replacementsOf(this.db, ids),
    ]);
    return {
      data: videos.map((v, i) => ({
        ...v,
        ...(sales.get(v._id) ?? NO_SALES),
        ...publicationFields(rows[i]),
        media: toMediaStatus(rows[i], uploaded.get(v._id), replacements.get(v._id)),
        teaserStartSeconds: rows[i].teaser_start_seconds ?? 0,
      })),
      total,
    };
  }

  /**
   * The owner's view, drafts included, with what it has sold (scope null: an admin's, any video). Another
   * performer's video is not found. `viewerId` is whose access the answer shows.
   */
  async ownerView(idOrSlug: string, performerId: string | null, viewerId: string): Promise<OwnVideoDetailDto> {
    const video = await this.repo.byIdOrSlug(idOrSlug, false);
    if (!video) throw notFound('Video not found');
    assertOwnedBy(video.performer_id, performerId, 'video');
    const [detail, sales, uploaded, replacements] = await Promise.all([
      this.presentDetail(toVideoPage(video, this.files, await this.repo.relations([video])), { id: viewerId, mustVerifyAge: false }),
      this.sales.salesOf('video', [video.id]),
      this.uploads.percentOf([video.id]),
      replacementsOf(this.db, [video.id]),
    ]);
    return {
      ...detail,
      ...(sales.get(video.id) ?? NO_SALES),
      ...publicationFields(video),
      media: toMediaStatus(video, uploaded.get(video.id), replacements.get(video.id)),
      teaserStartSeconds: video.teaser_start_seconds ?? 0,
      posterCandidates: video.poster_candidates.map((key) => this.files.public(key)).filter((url): url is string => url !== null),
    };
  }

  /** Cards of these videos, in the order given (callers choose which videos are shown, e.g. live ones of a channel). */
  async cards(ids: string[]): Promise<VideoDto[]> {
    return this.present(await this.repo.byIds(ids));
  }

  /** What checkout needs of a video, as it is now (in the caller's transaction). */
  orderable(db: Executor, id: string): Promise<OrderableAsset | null> {
    return orderableVideo(db, id);
  }

  private async present(videos: VideoRow[]): Promise<VideoDto[]> {
    const rel = await this.repo.relations(videos);
    return videos.map((v) => toVideo(v, this.files, rel));
  }

  /** The shared page with this viewer's access (no query for an anonymous viewer). */
  private async presentDetail(page: VideoPage, viewer: Viewer): Promise<VideoDetailDto> {
    const entitlement = await this.entitlements.forLink(viewer, {
      id: page.card._id,
      performerId: page.performerId,
      access: page.card.access,
      objectType: 'video',
    });
    return toVideoDetail(page, this.files, entitlement);
  }
}
