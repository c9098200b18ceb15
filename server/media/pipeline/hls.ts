import fsp from 'node:fs/promises';
import path from 'node:path';
import { ffmpegPaths, run } from '../ffmpeg';
import { requireFfmpeg } from './errors';
import { inputArgs, keptStreamsArgs } from './input';
import { probeSource, type SourceInfo } from './inspect';
import { MAX_FRAME_RATE, type Rendition } from './ladder';
import { readMediaPlaylist, type PlaylistSegment } from './playlist';
import { PROGRESS_ARGS, progressReporter } from './progress';
import { codecsOfInitSegment } from './init-segment';

/** Seconds per HLS segment (the muxer cuts at the first keyframe at or after each multiple). */
export const SEGMENT_SECONDS = 6;
/** Seconds between keyframes: forced at every multiple, so segments of every rendition cut at the same instants. */
export const KEYFRAME_SECONDS = 2;
/** x264's constant quality; -maxrate (the rendition's videoBitrate) caps the hard scenes. PeerTube's default too. */
export const VIDEO_CRF = 23;

/**
 * libx264 preset: veryfast, as PeerTube. Measured on this machine (2 cores, Debian ffmpeg 5.1.9) with these exact
 * arguments (renditionArgs, -threads 2, no progress), 720p rendition (1280x720, level 3.1, maxrate 3.04 Mbit/s) of a
 * 20 s 1280x720 30 fps testsrc2 clip with a sine tone, three interleaved rounds each:
 *   veryfast: 6.3 / 7.7 / 8.7 s (then 7.8 / 10.1 / 8.3 s in a second run), ~60-95 fps, 6673 KiB,
 *             PSNR 42.66 dB, SSIM 0.9938;
 *   faster:  10.2 / 11.2 / 10.3 s (11.4 / 15.1 / 11.4 s), ~40-59 fps, 7364 KiB, PSNR 43.85 dB, SSIM 0.9949.
 * faster costs ~1.4x the time for +1.2 dB on this (synthetic, easy) picture, with 10% more bytes; both sit near
 * -maxrate here. veryfast encodes 720p30 at ~2.5x real time on both cores.
 */
export type X264Preset = 'ultrafast' | 'superfast' | 'veryfast' | 'faster' | 'fast' | 'medium';
export const DEFAULT_PRESET: X264Preset = 'veryfast';

/** The three files every rendition folder has, besides its numbered segments. */
export const RENDITION_FILES = { playlist: 'index.m3u8', init: 'init.mp4', segmentPattern: 'seg_%04d.m4s' } as const;

export interface RenditionArgsOptions {
  /** ffmpeg -threads for the decoder and the encoder (default: ffmpeg's choice, all cores). */
  threads?: number;
  preset?: X264Preset;
  /** Add `-progress pipe:1 -nostats` (key=value lines on stdout). Default true. */
  progress?: boolean;
}

/**
 * The exact ffmpeg arguments that turn `input` into `outDir/<label>/` (index.m3u8, init.mp4, seg_0000.m4s...):
 * H.264 High + AAC-LC in fMP4 HLS VOD segments, upright (ffmpeg's autorotate turns the picture and writes no rotation
 * flag), square pixels, no metadata, chapters, subtitles or data tracks carried over. The folder must exist.
 * A benchmark can run `ffmpeg ...renditionArgs(...)` bare.
 */
export function renditionArgs(input: string, outDir: string, rendition: Rendition, options: RenditionArgsOptions = {}): string[] {
  const dir = path.resolve(outDir, rendition.label);
  const threads = options.threads ? ['-threads', String(options.threads)] : [];
  // Upright (autorotate runs before these), square pixels, at most MAX_FRAME_RATE frames per second.
  const filters = [`scale=${rendition.width}:${rendition.height}`, 'setsar=1', `fps='min(source_fps,${MAX_FRAME_RATE})'`];
  const keyframes = Math.max(1, Math.round(rendition.frameRate * KEYFRAME_SECONDS));
  return [
    '-v',
    'error',
    '-nostdin',
    '-y',
    ...threads,
    ...inputArgs(input),
    ...keptStreamsArgs(rendition.audioBitrate),
    '-vf',
    filters.join(','),
    '-c:v',
    'libx264',
    '-preset',
    options.preset ?? DEFAULT_PRESET,
    '-profile:v',
    'high',
    '-level:v',
    (rendition.level / 10).toFixed(1),
    '-pix_fmt',
    'yuv420p',
    '-crf',
    String(VIDEO_CRF),
    '-maxrate',
    String(rendition.videoBitrate),
    '-bufsize',
    String(rendition.videoBitrate * 2),
    '-g',
    String(keyframes),
    '-force_key_frames',
    `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
    ...threads,
    '-max_muxing_queue_size',
    '1024',
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_type',
    'fmp4',
    '-hls_flags',
    'independent_segments',
    '-hls_fmp4_init_filename',
    RENDITION_FILES.init,
    '-hls_segment_filename',
    path.join(dir, RENDITION_FILES.segmentPattern),
    ...(options.progress === false ? [] : PROGRESS_ARGS),
    path.join(dir, RENDITION_FILES.playlist),
  ];
}

export interface TranscodeOptions extends RenditionArgsOptions {
  /** Nice value for ffmpeg, 0..19 (os.setPriority right after the spawn). */
  niceness?: number;
  /** Called with 0..1 as ffmpeg writes (from out_time_us against the source's duration), at most ~2.5 times a second; 1 at the end. */
  onProgress?: (fraction: number) => void;
  /** Aborting kills ffmpeg; the promise rejects with an error named "AbortError" and the rendition folder is removed. */
  signal?: AbortSignal;
  /** The source as inspectSource saw it (for the duration); probed again when absent. */
  source?: SourceInfo;
  /** Kill ffmpeg after this long. Default: no limit (a 4 h source takes hours). */
  timeoutMs?: number;
  /** Called with ffmpeg's pid once it runs. */
  onSpawn?: (pid: number) => void;
}

/** A rendition written to disk, with what the master playlist needs measured from its files. */
export interface TranscodedRendition extends Rendition {
  /** The rendition's playlist relative to outDir: "720p/index.m3u8". */
  uri: string;
  segments: Array<PlaylistSegment & { bytes: number }>;
  /** Bytes of init.mp4 plus all segments. */
  totalBytes: number;
  durationSeconds: number;
  /** Highest bit rate of any segment (HLS BANDWIDTH), bits/s. */
  peakBitrate: number;
  /** All segments' bits over the total duration (HLS AVERAGE-BANDWIDTH), bits/s. */
  averageBitrate: number;
  /** Codecs read back from init.mp4 (should equal the ladder's prediction). */
  codecs: string;
}

/** Segments shorter than this are left out of the peak: a 0.2 s tail segment's rate says little. */
const MIN_PEAK_SEGMENT_SECONDS = 1;

/**
 * Transcodes `input` into one HLS rendition in `outDir/<label>/` (replacing what was there), then measures it.
 * Throws FfmpegError when ffmpeg fails (the folder is removed), an AbortError when `signal` aborts.
 */
export async function transcodeRendition(input: string, outDir: string, rendition: Rendition, options: TranscodeOptions = {}): Promise<TranscodedRendition> {
  await requireFfmpeg();
  const source = options.source ?? (await probeSource(input));
  const dir = path.resolve(outDir, rendition.label);
  await fsp.rm(dir, { recursive: true, force: true });
  await fsp.mkdir(dir, { recursive: true });
  const progress = progressReporter(source.durationSeconds, options.onProgress);
  try {
    await run(ffmpegPaths().ffmpeg, renditionArgs(input, outDir, rendition, options), {
      timeoutMs: options.timeoutMs ?? 0,
      niceness: options.niceness,
      signal: options.signal,
      onSpawn: options.onSpawn,
      onStdoutLine: (line) => progress.line(line),
    });
    const measured = await measureRendition(dir, rendition);
    progress.finish();
    return measured;
  } catch (error) {
    await fsp.rm(dir, { recursive: true, force: true });
    throw error;
  }
}

async function measureRendition(dir: string, rendition: Rendition): Promise<TranscodedRendition> {
  const playlist = await readMediaPlaylist(path.join(dir, RENDITION_FILES.playlist));
  const segments = await Promise.all(playlist.segments.map(async (segment) => ({ ...segment, bytes: (await fsp.stat(path.join(dir, segment.uri))).size })));
  const init = await fsp.readFile(path.join(dir, RENDITION_FILES.init));
  const durationSeconds = segments.reduce((sum, s) => sum + s.durationSeconds, 0);
  const mediaBytes = segments.reduce((sum, s) => sum + s.bytes, 0);
  const rated = segments.filter((s) => s.durationSeconds >= MIN_PEAK_SEGMENT_SECONDS);
  const peakBitrate = Math.max(0, ...(rated.length ? rated : segments).map((s) => Math.ceil((s.bytes * 8) / s.durationSeconds)));
  return {
    ...rendition,
    uri: `${rendition.label}/${RENDITION_FILES.playlist}`,
    segments,
    totalBytes: init.length + mediaBytes,
    durationSeconds,
    peakBitrate,
    averageBitrate: durationSeconds > 0 ? Math.ceil((mediaBytes * 8) / durationSeconds) : 0,
    codecs: codecsOfInitSegment(init) ?? rendition.codecs,
  };
}
