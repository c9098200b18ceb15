import type { SourceInfo } from './inspect';

/** One HLS variant: an H.264 (+ AAC) encoding of the source at one size. */
export interface Rendition {
  /** "720p": the SHORT side, so a portrait 1080x1920 clip makes "1080p" at 1080x1920. Also the folder name. */
  label: string;
  /** Upright output size, both even. */
  width: number;
  height: number;
  /** Output frames per second: the source's, at most 60 (30 when the source does not say). */
  frameRate: number;
  /** Video target in bits/s: x264's -maxrate over CRF (see VIDEO_CRF in hls.ts), the VBV buffer twice that. */
  videoBitrate: number;
  /** AAC-LC bits/s, or null when the source has no audio (then the rendition has no audio track). */
  audioBitrate: number | null;
  /** H.264 level_idc the encoder is told to respect (30 = 3.0, 31 = 3.1, 40 = 4.0...). High profile always. */
  level: number;
  /** RFC 6381 codecs of the rendition, for the master playlist: "avc1.64001f,mp4a.40.2" (High, level 3.1, AAC-LC). */
  codecs: string;
}

/** Frames per second of a rendition at most: a faster source is dropped to this (ffmpeg's fps filter). */
export const MAX_FRAME_RATE = 60;

/** The ladder's rungs, by the short side. Above 1080 the top rung stays 1080p. */
export const LADDER_HEIGHTS: readonly number[] = [240, 360, 480, 720, 1080];

/**
 * Average bits per pixel per frame, by rung: PeerTube's `averageBitPerPixel` table
 * (packages/core-utils/src/videos/bitrate.ts, from https://bitmovin.com/video-bitrate-streaming-hls-dash/), which
 * PeerTube uses the same way: target = width x height x fps x bpp, given to x264 as -maxrate with -bufsize twice it.
 * At 30 fps, 16:9: 240p ~0.52 Mbit/s, 360p ~1.04, 480p ~1.48, 720p ~3.04, 1080p ~6.2.
 */
const BITS_PER_PIXEL: ReadonlyArray<[shortSide: number, bpp: number]> = [
  [1080, 0.1],
  [720, 0.11],
  [480, 0.12],
  [360, 0.15],
  [240, 0.17],
  [0, 0.19],
];

/** AAC-LC stereo: 96 kbit/s up to 360p (phones on a weak connection), 128 kbit/s above. */
export function audioBitrateFor(shortSide: number): number {
  return shortSide <= 360 ? 96_000 : 128_000;
}

export function videoBitrateFor(width: number, height: number, frameRate: number): number {
  const short = Math.min(width, height);
  const bpp = BITS_PER_PIXEL.find(([side]) => short >= side)?.[1] ?? 0.19;
  return Math.max(64_000, Math.floor(width * height * frameRate * bpp));
}

// H.264 Table A-1: [level_idc, max frame size in macroblocks, max macroblocks per second, max video bit rate (kbit/s, Baseline/Main)].
const LEVELS: ReadonlyArray<[number, number, number, number]> = [
  [30, 1620, 40_500, 10_000],
  [31, 3600, 108_000, 14_000],
  [32, 5120, 216_000, 20_000],
  [40, 8192, 245_760, 20_000],
  [41, 8192, 245_760, 50_000],
  [42, 8704, 522_240, 50_000],
  [50, 22_080, 589_824, 135_000],
  [51, 36_864, 983_040, 240_000],
  [52, 36_864, 2_073_600, 240_000],
];

/**
 * The lowest H.264 level (at least 3.0, which every player decodes) allowing this size, rate and peak bit rate
 * (the High profile may use 1.25 times the table's bit rate). The VBV buffer is 2 x maxrate, so the peak is maxrate.
 */
export function h264Level(width: number, height: number, frameRate: number, maxBitrate: number): number {
  const frameMbs = Math.ceil(width / 16) * Math.ceil(height / 16);
  const maxSideMbs = Math.max(Math.ceil(width / 16), Math.ceil(height / 16));
  for (const [level, maxFs, maxMbps, maxKbps] of LEVELS) {
    const fits = frameMbs <= maxFs && maxSideMbs <= Math.sqrt(8 * maxFs) && frameMbs * frameRate <= maxMbps && maxBitrate <= maxKbps * 1000 * 1.25;
    if (fits) return level;
  }
  return 52;
}

/** RFC 6381 string for H.264 High (profile_idc 100, no constraint flags, as x264 writes it) at `level`. */
export function avcCodecString(level: number): string {
  return `avc1.6400${level.toString(16).padStart(2, '0')}`;
}

/** AAC-LC (MPEG-4 audio object type 2): what ffmpeg's native `aac` encoder writes. */
export const AAC_LC_CODEC = 'mp4a.40.2';

/** The nearest even number, a tie going down (854x480 at 240p: 427 -> 426, the usual 426x240). */
const even = (n: number) => Math.max(2, 2 * Math.ceil(n / 2 - 0.5));
const evenDown = (n: number) => Math.max(2, 2 * Math.floor(n / 2));

function rendition(width: number, height: number, label: string, frameRate: number, hasAudio: boolean): Rendition {
  const videoBitrate = videoBitrateFor(width, height, frameRate);
  const level = h264Level(width, height, frameRate, videoBitrate);
  const short = Math.min(width, height);
  const audioBitrate = hasAudio ? audioBitrateFor(short) : null;
  return {
    label,
    width,
    height,
    frameRate,
    videoBitrate,
    audioBitrate,
    level,
    codecs: [avcCodecString(level), ...(audioBitrate ? [AAC_LC_CODEC] : [])].join(','),
  };
}

/**
 * The HLS ladder for a source: 240p, 360p, 480p, 720p and 1080p (named by the short side), each no larger than the
 * source (never upscaled), the long side following the aspect ratio, rounded to an even number. A source whose short
 * side is under 240 px gets one rendition at its own size (rounded down to even numbers). Lowest first.
 */
export function renditionsFor(source: Pick<SourceInfo, 'width' | 'height' | 'frameRate' | 'hasAudio'>): Rendition[] {
  const { width, height, hasAudio } = source;
  const frameRate = source.frameRate > 0 ? Math.min(MAX_FRAME_RATE, source.frameRate) : 30;
  const portrait = height > width;
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  const rungs = LADDER_HEIGHTS.filter((rung) => rung <= short);
  if (rungs.length === 0) {
    const w = evenDown(width);
    const h = evenDown(height);
    return [rendition(w, h, `${Math.min(w, h)}p`, frameRate, hasAudio)];
  }
  return rungs.map((rung) => {
    const other = rung === short ? evenDown(long) : even((long * rung) / short);
    const shortSide = evenDown(rung);
    return portrait ? rendition(shortSide, other, `${rung}p`, frameRate, hasAudio) : rendition(other, shortSide, `${rung}p`, frameRate, hasAudio);
  });
}
