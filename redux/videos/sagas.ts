import { channelService } from '../../services/channel.service';
import { videoService } from '../../services/video.service';
import type { Video, VideoQuery } from '../../types/video';
import { createListSagas, type PageFetcher } from '../lists/list-sagas';
import { videosActions } from './slice';

/** A channel's videos come from the channel; any other listing is a search. */
export const fetchVideos: PageFetcher<Video, VideoQuery> = ({ channelId, ...query }, options) =>
  channelId ? channelService.videos(channelId, query, options) : videoService.search(query, options);

export const videosSagas = createListSagas(videosActions, fetchVideos);
export default videosSagas.watch;
