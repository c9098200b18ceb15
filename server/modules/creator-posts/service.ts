import type { Db } from '../../db';
import type { CreatorPostMediaRow, CreatorPostRow } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import { notFound } from '../../http/errors';
import type { Paging } from '../../http/paging';
import { refuseUntilAgeVerified } from '../age-verification/gate';
import { assetsByIds } from '../catalogue/asset-rows';
import type { FileUrls } from '../catalogue/file-urls';
import { publicationOf } from '../catalogue/live';
import { orderableCreatorPost, type OrderableAsset } from '../catalogue/orderable';
import { searchOwnAssets, type OwnAssetFilters } from '../catalogue/owner-search';
import { liveOrPreview, previewMark, rowOf, type Previewer } from '../catalogue/preview';
import { NO_SALES, type SalesLookup } from '../earnings/sales';
import { ownerLink } from '../entitlements/link-grants';
import type { LockedAsset } from '../entitlements/rule';
import type { EntitlementService, Viewer } from '../entitlements/service';
import { assertOwnedBy } from '../performers/area';
import { performerCards } from '../users/cards';
import { ownMedia } from './own-media';
import {
  toCreatorPost,
  toOwnCreatorPost,
  toOwnCreatorPostDetail,
  toPostVideo,
  type CreatorPostDto,
  type OwnCreatorPostDetailDto,
  type OwnCreatorPostDto,
} from './presenter';
import { postsRepo } from './repo';

const lockOf = (p: CreatorPostRow): LockedAsset => ({ id: p.id, performerId: p.performer_id, access: p.access, objectType: 'creator_post' });

/**
 * A creator's posts as the site shows them: on their page (newest first), one by one (its owner and admins may preview
 * one that is not live), and in the owner's Studio. What a viewer sees of each is the entitlement rule's answer.
 */
export class CreatorPostsService {
  constructor(
    private readonly db: Db,
    private readonly files: FileUrls,
    private readonly entitlements: EntitlementService,
    private readonly sales: SalesLookup,
  ) {}

  /** One performer's live posts, newest first, each as this viewer may see it. */
  async search(performerId: string, viewer: Viewer, paging: Paging): Promise<{ data: CreatorPostDto[]; total: number }> {
    const { rows, total } = await postsRepo.livePage(this.db, performerId, paging);
    return { data: await this.present(rows, viewer, false), total };
  }

  /** These live posts (those that are), each as this viewer may see it (the feed). */
  async liveByIds(ids: string[], viewer: Viewer): Promise<CreatorPostDto[]> {
    if (ids.length === 0) return [];
    const rows = (await postsRepo.byIds(this.db, ids)).filter((p) => publicationOf(p) === 'live');
    return this.present(rows, viewer, false);
  }

  /**
   * One post; a previewer (catalogue/preview.ts) also gets their own post that is not live, marked as a preview; a
   * buyer, the post they keep after it left the site.
   */
  async detail(idOrSlug: string, viewer: Viewer, previewer: Previewer = undefined): Promise<CreatorPostDto> {
    const found = await liveOrPreview(
      () => this.live(idOrSlug),
      () => postsRepo.byIdOrSlug(this.db, idOrSlug, false),
      previewer,
      this.entitlements.boughtBy(viewer, 'creator_post'),
    );
    const row = 'live' in found ? found.live : rowOf(found);
    const [post] = await this.present([row], viewer, 'preview' in found);
    refuseUntilAgeVerified({ reason: post.accessReason }, 'see this post', { preview: post });
    return 'live' in found ? post : { ...post, ...previewMark(found) };
  }

  /** The owner's posts of every status (null: everyone's, for an admin), with what each has sold. */
  async ownSearch(performerId: string | null, viewerId: string, filters: OwnAssetFilters & Paging): Promise<{ data: OwnCreatorPostDto[]; total: number }> {
    const { limit, offset, ...rest } = filters;
    const { ids, total } = await searchOwnAssets(this.db, 'creator_posts', performerId, rest, { limit, offset });
    const posts = await postsRepo.byIds(this.db, ids);
    const [media, sales] = await Promise.all([ownMedia.allOf(this.db, ids), this.sales.salesOf('creator_post', ids)]);
    const videos = await this.videoCards(media, true);
    const link = ownerLink(viewerId);
    return {
      data: posts.map((p) => toOwnCreatorPost(p, mediaOf(media, p.id), videos, this.files, link, sales.get(p.id) ?? NO_SALES)),
      total,
    };
  }

  /** The owner's post of any status but hidden (an admin's: anyone's), with its text as written and every photo and video. */
  async ownerView(idOrSlug: string, performerId: string | null, viewerId: string): Promise<OwnCreatorPostDetailDto> {
    const post = await postsRepo.byIdOrSlug(this.db, idOrSlug, false);
    if (!post || post.status === 'inactive') throw notFound('Post not found');
    assertOwnedBy(post.performer_id, performerId, 'post');
    const [media, sales] = await Promise.all([ownMedia.allOf(this.db, [post.id]), this.sales.salesOf('creator_post', [post.id])]);
    const videos = await this.videoCards(media, true);
    return toOwnCreatorPostDetail(post, media, videos, this.files, ownerLink(viewerId), sales.get(post.id) ?? NO_SALES);
  }

  /** What checkout needs of a post, as it is now (in the caller's transaction). */
  orderable(db: Executor, id: string): Promise<OrderableAsset | null> {
    return orderableCreatorPost(db, id);
  }

  private async live(idOrSlug: string): Promise<CreatorPostRow> {
    const post = await postsRepo.byIdOrSlug(this.db, idOrSlug, true);
    if (!post) throw notFound('Post not found');
    return post;
  }

  /** Posts as this viewer sees them: their media, performers and entitlements in a few queries for the whole page. */
  private async present(posts: CreatorPostRow[], viewer: Viewer, preview: boolean): Promise<CreatorPostDto[]> {
    const ids = posts.map((p) => p.id);
    const [media, performers, entitlements] = await Promise.all([
      ownMedia.allOf(this.db, ids),
      performerCards(
        this.db,
        this.files,
        posts.map((p) => p.performer_id),
      ),
      this.entitlements.forLinks(viewer, posts.map(lockOf)),
    ]);
    const videos = await this.videoCards(media, preview);
    return posts.map((p) =>
      toCreatorPost(
        p,
        { media: mediaOf(media, p.id), videos, performer: performers.get(p.performer_id) ?? null, entitlement: entitlements.get(p.id)! },
        this.files,
      ),
    );
  }

  /** The cards of the videos among these media: live ones, or (`anyStatus`, the owner's views) all but hidden ones. */
  private async videoCards(media: CreatorPostMediaRow[], anyStatus: boolean) {
    const ids = [...new Set(media.flatMap((m) => (m.video_id ? [m.video_id] : [])))];
    const rows = await assetsByIds(this.db, 'videos', ids);
    const shown = rows.filter((v) => (anyStatus ? v.status !== 'inactive' : publicationOf(v) === 'live'));
    return new Map(shown.map((v) => [v.id, toPostVideo(v, this.files)]));
  }
}

const mediaOf = (media: CreatorPostMediaRow[], postId: string) => media.filter((m) => m.post_id === postId);
