import type { Db } from '../../db';
import type { VideoRow } from '../../db/schema';
import { assetCategories } from '../categories/asset-categories';
import { assetByIdOrSlug, assetsByIds } from '../catalogue/asset-rows';
import type { FileUrls } from '../catalogue/file-urls';
import { isLive } from '../catalogue/live';
import { performerCards } from '../users/cards';
import type { VideoRelations } from './presenter';

export class VideosRepo {
  constructor(
    private readonly db: Db,
    private readonly files: FileUrls,
  ) {}

  byIds(ids: string[]): Promise<VideoRow[]> {
    return assetsByIds(this.db, 'videos', ids);
  }

  /** By id or slug; `liveOnly` hides drafts, inactive and not-yet-published videos. */
  byIdOrSlug(idOrSlug: string, liveOnly: boolean): Promise<VideoRow | undefined> {
    return assetByIdOrSlug(this.db, 'videos', idOrSlug, liveOnly);
  }

  /** Performers, participants and categories of a page of videos, in three queries. */
  async relations(videos: VideoRow[]): Promise<VideoRelations> {
    const ids = videos.map((v) => v.id);
    if (ids.length === 0) return { performers: new Map(), participants: new Map(), categories: new Map() };
    const [participantRows, categories] = await Promise.all([
      this.db.selectFrom('video_performers').select(['video_id', 'performer_id']).where('video_id', 'in', ids).execute(),
      assetCategories(this.db, 'videos', ids),
    ]);
    const participants = new Map<string, string[]>();
    for (const v of videos) participants.set(v.id, [v.performer_id]);
    for (const row of participantRows) {
      const list = participants.get(row.video_id)!;
      if (!list.includes(row.performer_id)) list.push(row.performer_id);
    }
    const performers = await performerCards(this.db, this.files, [...participants.values()].flat());
    return { performers, participants, categories };
  }

  /** Live videos of the same performers or sharing a category, newest first, without this one. */
  async relatedIds(video: VideoRow, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('videos')
      .select('id')
      .where((eb) => isLive(eb))
      .where('id', '!=', video.id)
      .where((eb) =>
        eb.or([
          eb('performer_id', 'in', this.db.selectFrom('video_performers').select('performer_id').where('video_id', '=', video.id)),
          eb('performer_id', '=', video.performer_id),
          eb(
            'id',
            'in',
            this.db
              .selectFrom('video_categories')
              .select('video_id')
              .where('category_id', 'in', this.db.selectFrom('video_categories').select('category_id').where('video_id', '=', video.id)),
          ),
        ]),
      )
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }
}
