import { ffmpegAvailable, ffmpegPaths, run } from '../../../media/ffmpeg';
import { FfmpegMissingError } from './video';

export interface TeaserOptions {
  /** How much of the start to keep, default 3. */
  seconds?: number;
  /** Width of the preview in pixels (height follows), default 320. */
  width?: number;
}

/**
 * The public preview of a video: its first seconds, scaled down and encoded at a lower quality, so it is a short,
 * much smaller file and never the full video. H.264 + AAC in MP4 with +faststart, like the demo clips.
 * Throws FfmpegMissingError when ffmpeg is not installed.
 */
export async function cutTeaser(fullFile: string, outFile: string, options: TeaserOptions = {}): Promise<void> {
  if (!(await ffmpegAvailable())) throw new FfmpegMissingError();
  const seconds = Math.max(1, options.seconds ?? 3);
  const width = options.width ?? 320;
  await run(ffmpegPaths().ffmpeg, [
    '-v', 'error', '-nostdin', '-y',
    '-i', fullFile,
    '-t', String(seconds),
    '-vf', `scale=${width}:-2`,
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '34', '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-g', '48',
    '-c:a', 'aac', '-b:a', '32k', '-ac', '1',
    '-movflags', '+faststart',
    outFile,
  ]);
}
