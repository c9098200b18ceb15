import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import type { FileUrls } from '../catalogue/file-urls';
import { performerCards } from '../users/cards';
import type { VideoDto } from '../videos/presenter';
import type { VideosService } from '../videos/service';
import { toChannel, type ChannelDto, type ChannelRow } from './presenter';
import { ChannelsRepo } from './repo';
import type { Paging } from '../../http/paging';

export class ChannelsService {
  private readonly repo: ChannelsRepo;

  constructor(
    private readonly db: Db,
    private readonly files: FileUrls,
    private readonly videos: VideosService,
  ) {
    this.repo = new ChannelsRepo(db);
  }

  async list(paging: Paging): Promise<{ data: ChannelDto[]; total: number }> {
    const { rows, total } = await this.repo.list(paging);
    return { data: await this.present(rows), total };
  }

  async detail(idOrSlug: string): Promise<ChannelDto> {
    return (await this.present([await this.find(idOrSlug)]))[0];
  }

  /** The channel's live videos as video cards, in the channel's order. */
  async channelVideos(idOrSlug: string, paging: Paging): Promise<{ data: VideoDto[]; total: number }> {
    const channel = await this.find(idOrSlug);
    const { ids, total } = await this.repo.videoIds(channel.id, paging);
    return { data: await this.videos.cards(ids), total };
  }

  private async find(idOrSlug: string): Promise<ChannelRow> {
    const channel = await this.repo.byIdOrSlug(idOrSlug);
    if (!channel) throw notFound('Channel not found');
    return channel;
  }

  private async present(rows: ChannelRow[]): Promise<ChannelDto[]> {
    const { videosCount, performerIds } = await this.repo.relations(rows.map((c) => c.id));
    const performers = await performerCards(this.db, this.files, [...performerIds.values()].flat());
    return rows.map((c) => toChannel(c, this.files, { videosCount, performerIds, performers }));
  }
}
