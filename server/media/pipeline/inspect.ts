import fsp from 'node:fs/promises';
import { FfmpegError, ffmpegPaths, run } from '../ffmpeg';
import { SourceRefused, requireFfmpeg } from './errors';
import { inputArgs } from './input';
import { PROGRESS_ARGS } from './progress';

/** What the pipeline needs to know about an uploaded video. */
export interface SourceInfo {
  durationSeconds: number;
  /** Display size, upright: after the rotation flag and with non-square pixels made square. */
  width: number;
  height: number;
  /** Clockwise degrees (0, 90, 180 or 270) a player turns the stored picture to show it; ffmpeg applies it when transcoding. */
  rotation: 0 | 90 | 180 | 270;
  /** Average frames per second (30000/1001 -> 29.97); 0 when the file does not say. */
  frameRate: number;
  hasAudio: boolean;
  /** ffprobe's name for the container, e.g. "mov,mp4,m4a,3gp,3g2,mj2" */
  formatName: string;
  /** e.g. "h264", "hevc", "vp9" */
  videoCodec: string;
}

export interface SourceLimits {
  maxDurationSeconds: number;
  /** Largest width or height, in pixels, as displayed (4096 on this site). */
  maxSide: number;
}

/** What ffprobe -show_streams says of a stream (the fields the site reads). */
export interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string;
  nb_frames?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  sample_aspect_ratio?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: Array<{ rotation?: number | string }>;
}

/** ffprobe's -print_format json answer: streams and format. */
export interface ProbeOutput {
  streams?: ProbeStream[];
  format?: { duration?: string; format_name?: string; bit_rate?: string };
}

/** Demuxers of still pictures (see ACCEPTED_DEMUXERS): a picture is not a video, even an animated GIF. */
const PICTURE_FORMAT = /(^|,)(image2|\w+_pipe|gif|apng)(,|$)/;

const UNREADABLE = 'This file is not a video we can read. Try saving or exporting it again as an MP4 (H.264) file.';

function positive(value: string | number | undefined): number | null {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** "30000/1001" -> 29.97 */
function rate(value: string | undefined): number | null {
  const [num, den] = (value ?? '').split('/').map(Number);
  const r = den ? num / den : num;
  return Number.isFinite(r) && r > 0 && r < 1000 ? Math.round(r * 1000) / 1000 : null;
}

/** "16:11" -> 16/11; 1 when absent or nonsense */
function pixelAspect(value: string | undefined): number {
  const [num, den] = (value ?? '').split(':').map(Number);
  return num > 0 && den > 0 ? num / den : 1;
}

function clockwise(video: ProbeStream): 0 | 90 | 180 | 270 {
  // ffprobe's display-matrix rotation is counter-clockwise (ffmpeg's autorotate turns the picture by its opposite);
  // the old "rotate" tag was already clockwise.
  const matrix = video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation;
  const degrees = matrix !== undefined ? -Number(matrix) : Number(video.tags?.rotate ?? 0);
  const quarter = Math.round((Number.isFinite(degrees) ? degrees : 0) / 90);
  return ((((quarter % 4) + 4) % 4) * 90) as 0 | 90 | 180 | 270;
}

/**
 * The duration by reading the video's packets (no decoding), for files whose header does not say it (a WebM recorded
 * in a browser, some MPEG-TS): seconds of I/O, not a transcode.
 */
async function measureDuration(file: string): Promise<number | null> {
  let seconds: number | null = null;
  await run(ffmpegPaths().ffmpeg, ['-v', 'error', '-nostdin', ...inputArgs(file), '-map', '0:v:0', '-c', 'copy', '-f', 'null', ...PROGRESS_ARGS, '-'], {
    timeoutMs: 10 * 60_000,
    onStdoutLine: (line) => {
      const match = /^out_time_us=(\d+)$/.exec(line);
      if (match) seconds = positive(Number(match[1]) / 1e6) ?? seconds;
    },
  });
  return seconds;
}

/**
 * What the file is, with ffprobe, refusing what cannot become a video: an empty file (EMPTY_FILE), one ffprobe cannot
 * read (UNREADABLE), no video track or a still picture (NO_VIDEO_STREAM). Limits are checked by inspectSource.
 * Throws FfmpegUnavailableError when ffmpeg is not installed.
 */
export async function probeSource(file: string): Promise<SourceInfo> {
  const { size } = await fsp.stat(file);
  if (size === 0) throw new SourceRefused('EMPTY_FILE', 'This file is empty (0 bytes): the upload may have been cut short. Please try again.');
  await requireFfmpeg();
  let output: ProbeOutput;
  try {
    const { stdout } = await run(ffmpegPaths().ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', ...inputArgs(file)], 60_000);
    output = JSON.parse(stdout.toString('utf8')) as ProbeOutput;
  } catch (error) {
    if (error instanceof FfmpegError || error instanceof SyntaxError) throw new SourceRefused('UNREADABLE', UNREADABLE);
    throw error;
  }
  const streams = output.streams ?? [];
  const formatName = output.format?.format_name ?? 'unknown';
  if (streams.length === 0) throw new SourceRefused('UNREADABLE', UNREADABLE);
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  if (!video) throw new SourceRefused('NO_VIDEO_STREAM', 'This file has no video track.');
  if (PICTURE_FORMAT.test(formatName) || video.nb_frames === '1') {
    throw new SourceRefused('NO_VIDEO_STREAM', 'This file is a still picture, not a video. Pictures go in a photo gallery.');
  }
  if (!video.width || !video.height) throw new SourceRefused('UNREADABLE', UNREADABLE);

  const durationSeconds = positive(output.format?.duration) ?? positive(video.duration) ?? (await measureDuration(file).catch(() => null));
  if (!durationSeconds) throw new SourceRefused('UNREADABLE', UNREADABLE);

  const rotation = clockwise(video);
  const sar = pixelAspect(video.sample_aspect_ratio);
  const storedWidth = Math.round(video.width * sar);
  const sideways = rotation % 180 === 90;
  return {
    durationSeconds,
    width: sideways ? video.height : storedWidth,
    height: sideways ? storedWidth : video.height,
    rotation,
    frameRate: rate(video.avg_frame_rate) ?? rate(video.r_frame_rate) ?? 0,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
    formatName,
    videoCodec: video.codec_name ?? 'unknown',
  };
}

/** "4 h 12 min", "12 min 5 s", "45 s" (whole seconds, rounded down; with seconds when `precise`). */
export function describeLength(totalSeconds: number, precise = false): string {
  const whole = Math.floor(totalSeconds);
  const h = Math.floor(whole / 3600);
  const min = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const parts: string[] = [];
  if (h) parts.push(`${h} h`);
  if (min || (h && precise && s)) parts.push(`${min} min`);
  if (s && (!h || precise)) parts.push(`${s} s`);
  return parts.length ? parts.join(' ') : `${totalSeconds.toFixed(1)} s`;
}

/**
 * probeSource, then the site's limits: longer than `maxDurationSeconds` (TOO_LONG), a width or height over `maxSide`
 * (FRAME_TOO_LARGE, as displayed). Every refusal is a SourceRefused (MediaError, 400) with a sentence
 * for the creator.
 */
export async function inspectSource(file: string, limits: SourceLimits): Promise<SourceInfo> {
  const info = await probeSource(file);
  if (info.durationSeconds > limits.maxDurationSeconds) {
    const limit = describeLength(limits.maxDurationSeconds);
    let length = describeLength(info.durationSeconds);
    if (length === limit) length = describeLength(info.durationSeconds, true);
    if (length === limit) length = `just over ${limit}`;
    throw new SourceRefused('TOO_LONG', `This video is ${length} long; the most this site accepts is ${limit}.`);
  }
  if (Math.max(info.width, info.height) > limits.maxSide) {
    throw new SourceRefused(
      'FRAME_TOO_LARGE',
      `This video is ${info.width} × ${info.height} pixels; the most this site accepts is ${limits.maxSide} pixels on either side.`,
    );
  }
  return info;
}
