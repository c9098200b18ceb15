import type { Access, AssetBase, AssetQuery, Entitlement, PerformerCard } from './catalogue';

export interface Video extends AssetBase {
  title: string;
  status: string;
  access: Access;
  isSale: boolean;
  thumbnail: string | null;
  teaser: string | null;
  /** Seconds. */
  duration: number | null;
  width: number | null;
  height: number | null;
  performers: PerformerCard[];
}

export interface VideoFile {
  url: string;
  type: string;
  expiresInSeconds: number;
}

/** GET /user/assets/videos/:id */
export interface VideoDetail extends Video, Entitlement {
  /** The full video (a signed address) when the viewer may watch it, else null. */
  video: VideoFile | null;
}

/** Videos are searched with the asset words, or listed per channel (GET /user/channels/:id/videos). */
export interface VideoQuery extends AssetQuery {
  channelId?: string;
}
