import sharp from 'sharp';
import { FfmpegError, ffmpegPaths, run } from '../ffmpeg';
import { MediaError } from '../errors';
import { requireFfmpeg } from './errors';
import { inputArgs } from './input';
import { probeSource, type SourceInfo } from './inspect';

/** A frame of the video as a WebP picture, upright, without metadata. */
export interface Still {
  /** Where in the video the frame was taken. */
  atSeconds: number;
  width: number;
  height: number;
  contentType: 'image/webp';
  buffer: Buffer;
}

export interface StillOptions {
  /** The source as inspectSource saw it; probed again when absent. */
  source?: SourceInfo;
  /** Widest picture, default 1280 (the site makes its smaller public sizes from it). Never enlarged. */
  maxWidth?: number;
  /** WebP quality, default 82. */
  quality?: number;
  niceness?: number;
  signal?: AbortSignal;
}

export const POSTER_MAX_WIDTH = 1280;

/** Where the poster is taken: 10% into the video, at most 5 s in; the first frame of a clip under a second. */
export function posterTime(durationSeconds: number): number {
  return durationSeconds >= 1 ? Math.min(5, durationSeconds * 0.1) : 0;
}

/** The picture size for a frame of `source` no wider than maxWidth, aspect kept. */
function stillSize(source: SourceInfo, maxWidth: number): { width: number; height: number } {
  const width = Math.max(1, Math.min(Math.round(maxWidth), source.width));
  return { width, height: Math.max(1, Math.round((width * source.height) / source.width)) };
}

/**
 * One decoded frame at `atSeconds`, upright and scaled, as raw RGB bytes (exactly width x height x 3), or null when
 * there is none there (past the end). ffmpeg seeks on the input (fast) and decodes up to the exact time.
 */
async function rawFrame(input: string, atSeconds: number, size: { width: number; height: number }, options: StillOptions): Promise<Buffer | null> {
  const args = ['-v', 'error', '-nostdin', '-ss', atSeconds.toFixed(3), ...inputArgs(input), '-map', '0:v:0', '-frames:v', '1', '-an', '-sn', '-dn'];
  args.push('-map_metadata', '-1', '-vf', `scale=${size.width}:${size.height},setsar=1,format=rgb24`, '-f', 'rawvideo', 'pipe:1');
  const { stdout } = await run(ffmpegPaths().ffmpeg, args, { timeoutMs: 60_000, niceness: options.niceness, signal: options.signal });
  return stdout.length === size.width * size.height * 3 ? stdout : null;
}

async function stillAt(input: string, atSeconds: number, source: SourceInfo, options: StillOptions): Promise<Still> {
  const size = stillSize(source, options.maxWidth ?? POSTER_MAX_WIDTH);
  let at = atSeconds;
  let frame: Buffer | null;
  try {
    frame = await rawFrame(input, at, size, options);
    if (!frame && at > 0) {
      at = 0;
      frame = await rawFrame(input, 0, size, options);
    }
  } catch (error) {
    if (error instanceof FfmpegError && error.name === 'FfmpegError') throw new MediaError('No picture could be taken from this video.', 'UNREADABLE');
    throw error;
  }
  if (!frame) throw new MediaError('No picture could be taken from this video.', 'UNREADABLE');
  // sharp writes no metadata unless asked to (no EXIF, XMP or ICC profile here).
  const buffer = await sharp(frame, { raw: { width: size.width, height: size.height, channels: 3 } })
    .webp({ quality: options.quality ?? 82 })
    .toBuffer();
  return { atSeconds: at, ...size, contentType: 'image/webp', buffer };
}

/**
 * The video's poster: the frame at posterTime (10% in, at most 5 s; the first frame of a very short clip, or when
 * nothing can be decoded there), as WebP at most 1280 px wide. Throws MediaError when no frame can be decoded.
 */
export async function makePoster(input: string, options: StillOptions = {}): Promise<Still> {
  await requireFfmpeg();
  const source = options.source ?? (await probeSource(input));
  return stillAt(input, posterTime(source.durationSeconds), source, options);
}

/**
 * `count` frames spread evenly over the video (the middle of each of `count` equal parts), as WebP like the poster:
 * candidates the creator can choose a poster from. One short ffmpeg run each, one after the other.
 */
export async function thumbnailsAt(input: string, count: number, options: StillOptions = {}): Promise<Still[]> {
  await requireFfmpeg();
  const source = options.source ?? (await probeSource(input));
  const n = Math.max(1, Math.min(50, Math.floor(count)));
  const stills: Still[] = [];
  for (let i = 0; i < n; i++) {
    stills.push(await stillAt(input, (source.durationSeconds * (i + 0.5)) / n, source, options));
  }
  return stills;
}
