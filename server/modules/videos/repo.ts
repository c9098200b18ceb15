import { sql } from 'kysely';
import type { Db } from '../../db';
import { isUuid } from '../../db/ids';
import type { VideoRow } from '../../db/schema';
import { inOrder } from '../catalogue/asset-search';
import type { FileUrls } from '../catalogue/file-urls';
import { isLive } from '../catalogue/live';
import { performerCards } from '../catalogue/performer-cards';
import type { VideoRelations } from './presenter';

export class VideosRepo {
  constructor(
    private readonly db: Db,
    private readonly files: FileUrls,
  ) {}

  async byIds(ids: string[]): Promise<VideoRow[]> {
    if (ids.length === 0) return [];
    return inOrder(ids, await this.db.selectFrom('videos').selectAll().where('id', 'in', ids).execute());
  }

  /** By id or slug; `liveOnly` hides drafts, inactive and not-yet-published videos. */
  byIdOrSlug(idOrSlug: string, liveOnly: boolean): Promise<VideoRow | undefined> {
    let q = this.db
      .selectFrom('videos')
      .selectAll()
      .where(isUuid(idOrSlug) ? 'id' : 'slug', '=', idOrSlug);
    if (liveOnly) q = q.where((eb) => isLive(eb));
    return q.executeTakeFirst();
  }

  /** Performers, participants and categories of a page of videos, in three queries. */
  async relations(videos: VideoRow[]): Promise<VideoRelations> {
    const ids = videos.map((v) => v.id);
    if (ids.length === 0) return { performers: new Map(), participants: new Map(), categories: new Map() };
    const [participantRows, categoryRows] = await Promise.all([
      this.db.selectFrom('video_performers').select(['video_id', 'performer_id']).where('video_id', 'in', ids).execute(),
      this.db
        .selectFrom('video_categories')
        .innerJoin('categories', 'categories.id', 'video_categories.category_id')
        .select(['video_categories.video_id', 'categories.id', 'categories.name', 'categories.slug'])
        .where('video_categories.video_id', 'in', ids)
        .orderBy('categories.ordering')
        .execute(),
    ]);
    const participants = new Map<string, string[]>();
    for (const v of videos) participants.set(v.id, [v.performer_id]);
    for (const row of participantRows) {
      const list = participants.get(row.video_id)!;
      if (!list.includes(row.performer_id)) list.push(row.performer_id);
    }
    const categories = new Map<string, Array<{ _id: string; name: string; slug: string }>>();
    for (const row of categoryRows) {
      const list = categories.get(row.video_id) ?? [];
      list.push({ _id: row.id, name: row.name, slug: row.slug });
      categories.set(row.video_id, list);
    }
    const performers = await performerCards(this.db, this.files, [...participants.values()].flat());
    return { performers, participants, categories };
  }

  /** Counts a view on the video and on its performer's profile. */
  async countView(video: VideoRow): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('videos').set({ views_count: sql`views_count + 1` }).where('id', '=', video.id).execute();
      await trx
        .updateTable('performers')
        .set({ views_count: sql`views_count + 1` })
        .where('user_id', '=', video.performer_id)
        .execute();
    });
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
              .where(
                'category_id',
                'in',
                this.db.selectFrom('video_categories').select('category_id').where('video_id', '=', video.id),
              ),
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
