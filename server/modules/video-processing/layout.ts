import path from 'node:path';

/**
 * Where one processing stores its outputs, and which of them anyone may fetch: a catalogue video's poster, frames and
 * teaser are public (its card shows them); a video in a message keeps its poster protected, shows a blurred copy to
 * whoever has not unlocked it, and has neither frames nor teaser. Every key is fixed by the target and its original, so
 * a retried attempt writes over the same files.
 */
export interface OutputLayout {
  /** Folder of the HLS renditions and master playlist (always protected), ending in '/'. */
  hlsFolder: string;
  posterKey: string;
  /** Whether the poster is public (else served through signed links only). */
  posterPublic: boolean;
  /** A blurred copy of the poster, public; null when none is made. */
  blurredPosterKey: string | null;
  /** Frames offered as the poster's alternatives and a teaser cut from `teaserStartSeconds` (public); null: neither is made. */
  extras: { frameKey(index: number): string; teaserKey: string; teaserStartSeconds: number } | null;
}

/** A catalogue video's layout: hls/<video>/<original>/..., its public poster, frames and teaser under videos/<video>/. */
export function catalogueVideoLayout(videoId: string, sourceKey: string, teaserStartSeconds: number): OutputLayout {
  const original = path.posix.basename(sourceKey);
  return {
    hlsFolder: `hls/${videoId}/${original}/`,
    posterKey: `videos/${videoId}/${original}-poster.webp`,
    posterPublic: true,
    blurredPosterKey: null,
    extras: {
      frameKey: (index) => `videos/${videoId}/${original}-frame-${index + 1}.webp`,
      teaserKey: `videos/${videoId}/${original}-teaser.mp4`,
      teaserStartSeconds,
    },
  };
}
