import fsp from 'node:fs/promises';
import path from 'node:path';
import { ffmpegPaths, run } from '../ffmpeg';
import { requireFfmpeg } from './errors';
import { DEFAULT_PRESET, VIDEO_CRF, type X264Preset } from './hls';
import { inputArgs, keptStreamsArgs } from './input';
import { probeSource, type SourceInfo } from './inspect';
import { MAX_FRAME_RATE, videoBitrateFor } from './ladder';

export interface TeaserOptions {
  /** Where the teaser starts, default 0; moved earlier when the video ends before `seconds` more. */
  startSeconds?: number;
  /** Length, default 5 s; shorter when the video is. */
  seconds?: number;
  /** Picture height, default 360 (never more than the source's); the width follows the aspect ratio. */
  height?: number;
  /** The source as inspectSource saw it; probed again when absent. */
  source?: SourceInfo;
  threads?: number;
  niceness?: number;
  signal?: AbortSignal;
  preset?: X264Preset;
}

/** What makeTeaser will cut: from the options and the source. */
export interface TeaserPlan {
  startSeconds: number;
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
  videoBitrate: number;
}

export interface Teaser extends TeaserPlan {
  file: string;
  bytes: number;
}

/** The teaser's AAC bit rate when the source has sound. */
export const TEASER_AUDIO_BITRATE = 96_000;

const evenDown = (n: number) => Math.max(2, 2 * Math.floor(n / 2));

export function planTeaser(source: SourceInfo, options: Pick<TeaserOptions, 'startSeconds' | 'seconds' | 'height'> = {}): TeaserPlan {
  const wanted = Math.max(0.5, options.seconds ?? 5);
  const startSeconds = Math.max(0, Math.min(options.startSeconds ?? 0, source.durationSeconds - wanted));
  const durationSeconds = Math.min(wanted, source.durationSeconds - startSeconds);
  const height = evenDown(Math.min(options.height ?? 360, source.height));
  const width = evenDown(Math.round((source.width * height) / source.height));
  const frameRate = source.frameRate > 0 ? Math.min(MAX_FRAME_RATE, source.frameRate) : 30;
  return { startSeconds, durationSeconds, width, height, hasAudio: source.hasAudio, videoBitrate: videoBitrateFor(width, height, frameRate) };
}

/** ffmpeg arguments writing the teaser `plan` of `input` to `outFile` (an MP4, whatever its name). */
export function teaserArgs(input: string, outFile: string, plan: TeaserPlan, options: Pick<TeaserOptions, 'threads' | 'preset'> = {}): string[] {
  const threads = options.threads ? ['-threads', String(options.threads)] : [];
  return [
    '-v',
    'error',
    '-nostdin',
    '-y',
    ...threads,
    '-ss',
    plan.startSeconds.toFixed(3),
    '-t',
    plan.durationSeconds.toFixed(3),
    ...inputArgs(input),
    ...keptStreamsArgs(plan.hasAudio ? TEASER_AUDIO_BITRATE : null),
    '-vf',
    `scale=${plan.width}:${plan.height},setsar=1,fps='min(source_fps,${MAX_FRAME_RATE})'`,
    '-c:v',
    'libx264',
    '-preset',
    options.preset ?? DEFAULT_PRESET,
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    String(VIDEO_CRF + 3),
    '-maxrate',
    String(plan.videoBitrate),
    '-bufsize',
    String(plan.videoBitrate * 2),
    ...threads,
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    path.resolve(outFile),
  ];
}

/**
 * A short public preview of the video: an MP4 (H.264 High + AAC-LC, or no audio track when the source has none),
 * `seconds` long from `startSeconds` (clamped to the video), `height` px high, upright, index first (+faststart),
 * without metadata. Written through a temporary file beside `outFile`, then renamed.
 */
export async function makeTeaser(input: string, outFile: string, options: TeaserOptions = {}): Promise<Teaser> {
  await requireFfmpeg();
  const source = options.source ?? (await probeSource(input));
  const plan = planTeaser(source, options);
  const file = path.resolve(outFile);
  const partial = `${file}.${process.pid}.partial`;
  await fsp.mkdir(path.dirname(file), { recursive: true });
  try {
    await run(ffmpegPaths().ffmpeg, teaserArgs(input, partial, plan, options), { timeoutMs: 10 * 60_000, niceness: options.niceness, signal: options.signal });
    await fsp.rename(partial, file);
  } finally {
    await fsp.rm(partial, { force: true });
  }
  return { ...plan, file, bytes: (await fsp.stat(file)).size };
}
