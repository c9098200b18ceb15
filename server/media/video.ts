import { MediaError } from './errors';
import { FfmpegError, ffmpegAvailable, ffmpegPaths, run } from './ffmpeg';
import { renderPlaceholderImage } from './placeholder';
import type { ProbeOutput } from './pipeline/inspect';

export interface VideoInfo {
  /** Seconds, or null when the container does not say. */
  durationSeconds: number | null;
  /** Display size: a clip recorded in portrait with a rotation flag reports its upright size. */
  width: number;
  height: number;
  videoCodec: string;
  audioCodec: string | null;
  /** e.g. "mov,mp4,m4a,3gp,3g2,mj2" */
  formatName: string;
  /** bits per second, when known */
  bitRate: number | null;
}

function positive(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * Duration and size of a video file via ffprobe.
 * Returns null when ffmpeg/ffprobe are not installed: the caller then stores the video with an unknown
 * duration (null) and asks for the size nowhere else. Throws MediaError when the file is not a video.
 */
export async function probeVideo(file: string): Promise<VideoInfo | null> {
  if (!(await ffmpegAvailable())) return null;
  let output: ProbeOutput;
  try {
    const { stdout } = await run(ffmpegPaths().ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '--', file], 60_000);
    output = JSON.parse(stdout.toString('utf8')) as ProbeOutput;
  } catch (error) {
    if (error instanceof FfmpegError || error instanceof SyntaxError) {
      throw new MediaError('The file is not a video we can read.', 'NOT_A_VIDEO');
    }
    throw error;
  }
  const streams = output.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  if (!video || !video.width || !video.height) {
    throw new MediaError('The file has no video track.', 'NOT_A_VIDEO');
  }
  const audio = streams.find((s) => s.codec_type === 'audio');
  const rotation = Number(video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? video.tags?.rotate ?? 0);
  const sideways = Math.abs(rotation) % 180 === 90;
  return {
    durationSeconds: positive(output.format?.duration) ?? positive(video.duration),
    width: sideways ? video.height : video.width,
    height: sideways ? video.width : video.height,
    videoCodec: video.codec_name ?? 'unknown',
    audioCodec: audio?.codec_name ?? null,
    formatName: output.format?.format_name ?? 'unknown',
    bitRate: positive(output.format?.bit_rate),
  };
}

async function grabFrame(videoFile: string, atSecond: number): Promise<Buffer> {
  const { stdout } = await run(
    ffmpegPaths().ffmpeg,
    [
      '-v',
      'error',
      '-nostdin',
      '-ss',
      atSecond.toFixed(3),
      '-i',
      videoFile,
      '-frames:v',
      '1',
      '-an',
      '-sn',
      '-f',
      'image2pipe',
      '-c:v',
      'mjpeg',
      '-q:v',
      '3',
      '-pix_fmt',
      'yuvj420p',
      'pipe:1',
    ],
    60_000,
  );
  return stdout;
}

/**
 * One frame of the video at `atSecond` as a JPEG, full size (feed it to makeThumbnails for web sizes).
 * A time past the end falls back to the first frame. Returns null when ffmpeg is not installed: the caller
 * then uses a generated placeholder (renderPlaceholderImage, or videoThumbnailOrPlaceholder below).
 * Throws MediaError when no frame can be decoded.
 */
export async function extractThumbnail(videoFile: string, atSecond = 1): Promise<Buffer | null> {
  if (!(await ffmpegAvailable())) return null;
  const at = Number.isFinite(atSecond) && atSecond > 0 ? atSecond : 0;
  try {
    let frame = await grabFrame(videoFile, at);
    if (frame.length === 0 && at > 0) frame = await grabFrame(videoFile, 0);
    if (frame.length === 0) throw new MediaError('No picture could be taken from this video.', 'NOT_A_VIDEO');
    return frame;
  } catch (error) {
    if (error instanceof FfmpegError) throw new MediaError('The file is not a video we can read.', 'NOT_A_VIDEO');
    throw error;
  }
}

export interface VideoPoster {
  /** JPEG */
  buffer: Buffer;
  /** true when ffmpeg was missing or the frame could not be taken and this is a drawn placeholder */
  placeholder: boolean;
  info: VideoInfo | null;
}

/**
 * The usual upload step in one call: probe, then a frame at 10% of the duration (at most 5 s in),
 * else a placeholder drawn from the title. Never throws for a missing ffmpeg; throws MediaError for a non-video
 * only when ffmpeg could tell.
 */
export async function videoThumbnailOrPlaceholder(videoFile: string, options: { title?: string; hue?: number } = {}): Promise<VideoPoster> {
  const info = await probeVideo(videoFile);
  const at = info?.durationSeconds ? Math.min(5, info.durationSeconds * 0.1) : 1;
  const frame = info ? await extractThumbnail(videoFile, at) : null;
  if (frame) return { buffer: frame, placeholder: false, info };
  const buffer = await renderPlaceholderImage({ width: 1280, height: 720, title: options.title ?? 'Video', hue: options.hue });
  return { buffer, placeholder: true, info };
}
