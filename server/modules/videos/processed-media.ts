/** What processing made of an original, recorded on the video when it is ready. */
export interface ProcessedMedia {
  hlsKey: string;
  thumbnailKey: string;
  /** Frames spread over the video, the poster's alternatives (public keys). */
  posterCandidates: string[];
  /** Null when the layout asked for no teaser (a message's video). */
  teaserKey: string | null;
  /** The poster blurred (public), when the layout asked for one. */
  blurredPosterKey: string | null;
  durationSeconds: number;
  width: number;
  height: number;
  /** Bytes of every file of the video, the original included. */
  storageBytes: number;
}

/** The video's columns of what processing made (a first original's, or a new file's swapped in). */
export function processedColumns(media: ProcessedMedia) {
  return {
    hls_key: media.hlsKey,
    thumbnail_key: media.thumbnailKey,
    poster_candidates: media.posterCandidates,
    teaser_key: media.teaserKey,
    duration_seconds: Math.round(media.durationSeconds),
    width: media.width,
    height: media.height,
    storage_bytes: media.storageBytes,
  };
}
