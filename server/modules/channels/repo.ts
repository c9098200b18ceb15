import { sql } from 'kysely';
import type { Db } from '../../db';
import { isUuid } from '../../db/ids';
import { liveAssetIds } from '../catalogue/asset-rows';
import { CHANNEL_COLUMNS, type ChannelRow } from './presenter';
import { listPage } from '../../db/list-page';
import type { Paging } from '../../http/paging';

export class ChannelsRepo {
  constructor(private readonly db: Db) {}

  private active() {
    return this.db.selectFrom('channels').where('status', '=', 'active');
  }

  list(paging: Paging): Promise<{ rows: ChannelRow[]; total: number }> {
    return listPage(this.active(), (query) => query.select(CHANNEL_COLUMNS).orderBy('ordering').orderBy('name').orderBy('id'), paging);
  }

  byIdOrSlug(id: string): Promise<ChannelRow | undefined> {
    return this.active()
      .select(CHANNEL_COLUMNS)
      .where(isUuid(id) ? 'id' : 'slug', '=', id)
      .executeTakeFirst();
  }

  /** The channel's entries whose video the public sees (asked of the videos' catalogue, not read here). */
  private liveVideos() {
    return this.db.selectFrom('channel_videos').where('channel_videos.video_id', 'in', liveAssetIds(this.db, 'videos'));
  }

  /** Ids of a page of the channel's live videos, in the channel's order. */
  async videoIds(channelId: string, paging: Paging): Promise<{ ids: string[]; total: number }> {
    const { rows, total } = await listPage(
      this.liveVideos().where('channel_videos.channel_id', '=', channelId),
      (query) => query.select('channel_videos.video_id').orderBy('channel_videos.ordering').orderBy('channel_videos.video_id'),
      paging,
    );
    return { ids: rows.map((r) => r.video_id), total };
  }

  /** Live videos per channel and performer ids per channel, for a page of channels. */
  async relations(channelIds: string[]): Promise<{ videosCount: Map<string, number>; performerIds: Map<string, string[]> }> {
    if (channelIds.length === 0) return { videosCount: new Map(), performerIds: new Map() };
    const [counts, performers] = await Promise.all([
      this.liveVideos()
        .select(['channel_videos.channel_id', sql<number>`count(*)`.as('n')])
        .where('channel_videos.channel_id', 'in', channelIds)
        .groupBy('channel_videos.channel_id')
        .execute(),
      this.db.selectFrom('channel_performers').select(['channel_id', 'performer_id']).where('channel_id', 'in', channelIds).execute(),
    ]);
    const performerIds = new Map<string, string[]>();
    for (const row of performers) performerIds.set(row.channel_id, [...(performerIds.get(row.channel_id) ?? []), row.performer_id]);
    return { videosCount: new Map(counts.map((r) => [r.channel_id, Number(r.n)])), performerIds };
  }
}
