import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ffmpegPaths, run } from '../../../server/media/ffmpeg';

/**
 * Small test inputs for the video pipeline, made with ffmpeg's test sources (testsrc2 pictures, sine sound):
 * under a second of CPU each.
 */

/** Tags the "tagged" clip carries, which no output may carry. */
export const PRIVATE_TAGS = {
  location: '+48.8584+002.2945/',
  make: 'Apple',
  model: 'iPhone-LL-TEST',
  serial: 'SN-LL-4242',
} as const;
/** Strings that must not appear anywhere in an output's bytes or ffprobe's report of it. */
export const PRIVATE_NEEDLES = ['48.8584', PRIVATE_TAGS.model, PRIVATE_TAGS.serial];

const ffmpeg = (args: string[]) => run(ffmpegPaths().ffmpeg, ['-v', 'error', '-nostdin', '-y', ...args], 60_000);

const x264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '30', '-pix_fmt', 'yuv420p'];

/** A landscape clip with sound: testsrc2 at width x height, 24 fps, a 440 Hz tone, H.264 + AAC in MP4. */
export async function landscapeClip(file: string, options: { seconds: number; width?: number; height?: number }): Promise<string> {
  const { seconds, width = 854, height = 480 } = options;
  await ffmpeg([
    ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=24:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`],
    ...x264,
    ...['-c:a', 'aac', '-b:a', '64k', '-shortest', file],
  ]);
  return file;
}

/**
 * A copy of `source` (streams copied) carrying what a phone writes: GPS location (ISO 6709), make, model and serial
 * number as file tags, and the serial in the video track's handler name.
 */
export async function taggedCopy(source: string, file: string): Promise<string> {
  const tags = {
    location: PRIVATE_TAGS.location,
    'com.apple.quicktime.location.ISO6709': PRIVATE_TAGS.location,
    'com.apple.quicktime.make': PRIVATE_TAGS.make,
    'com.apple.quicktime.model': PRIVATE_TAGS.model,
    'com.apple.quicktime.serial': PRIVATE_TAGS.serial,
    serial_number: PRIVATE_TAGS.serial,
  };
  await ffmpeg([
    '-i',
    source,
    ...['-map', '0', '-c', 'copy', '-movflags', 'use_metadata_tags'],
    ...Object.entries(tags).flatMap(([key, value]) => ['-metadata', `${key}=${value}`]),
    ...['-metadata:s:v:0', `handler_name=Camera ${PRIVATE_TAGS.serial}`],
    file,
  ]);
  return file;
}

/**
 * A clip stored 640x360 with a rotation flag (display matrix, 90 degrees), so players show it 360x640: how phones
 * store portrait video. No sound.
 */
export async function rotatedClip(file: string, seconds = 3): Promise<string> {
  const plain = `${file}.plain.mp4`;
  await ffmpeg(['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=24:duration=${seconds}`, ...x264, plain]);
  // ffmpeg 5.1 writes the flag from the "rotate" tag only when copying streams.
  await ffmpeg(['-i', plain, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', file]);
  await fsp.rm(plain, { force: true });
  return file;
}

/** Sound only: a 2 s tone, AAC in an M4A (MP4) file. */
export async function audioOnlyFile(file: string): Promise<string> {
  await ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=44100:duration=2', '-c:a', 'aac', '-b:a', '64k', file]);
  return file;
}

/** Two frames of 4112x64: wider than the site's 4096 px. */
export async function tooWideClip(file: string): Promise<string> {
  await ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=4112x64:rate=24', '-frames:v', '2', ...x264, file]);
  return file;
}

/** A PNG picture. */
export async function stillPicture(file: string): Promise<string> {
  await sharp({ create: { width: 320, height: 180, channels: 3, background: '#3366cc' } })
    .png()
    .toFile(file);
  return file;
}

/** 64 KiB of bytes that are no format: the same bytes every run (a SHA-256 chain), so the result never varies. */
export async function noiseFile(file: string): Promise<string> {
  const blocks: Buffer[] = [];
  let block = crypto.createHash('sha256').update('limelight media pipeline noise').digest();
  for (let i = 0; i < 2048; i++) {
    blocks.push(block);
    block = crypto.createHash('sha256').update(block).digest();
  }
  await fsp.writeFile(file, Buffer.concat(blocks));
  return file;
}

/** An HLS playlist named .mp4 that points at a local file: what a hostile upload looks like. */
export async function playlistInDisguise(file: string): Promise<string> {
  await fsp.writeFile(file, '#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1.0,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n');
  return file;
}

export async function emptyFile(file: string): Promise<string> {
  await fsp.writeFile(file, '');
  return file;
}

export interface ProbedStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  side_data_list?: Array<{ side_data_type?: string; rotation?: number }>;
  tags?: Record<string, string>;
}
export interface Probe {
  streams: ProbedStream[];
  format: { duration?: string; format_name?: string; tags?: Record<string, string> };
  /** ffprobe's whole JSON report, to search for strings. */
  text: string;
}

/** ffprobe -show_format -show_streams of a file, parsed, with its raw text. */
export async function ffprobe(file: string): Promise<Probe> {
  const { stdout } = await run(ffmpegPaths().ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], 30_000);
  const text = stdout.toString('utf8');
  const parsed = JSON.parse(text) as Omit<Probe, 'text'>;
  return { streams: parsed.streams ?? [], format: parsed.format ?? {}, text };
}

/** Times (s) of the video's keyframes. */
export async function keyframeTimes(file: string): Promise<number[]> {
  const { stdout } = await run(
    ffmpegPaths().ffprobe,
    ['-v', 'error', '-select_streams', 'v:0', '-skip_frame', 'nokey', '-show_entries', 'frame=pts_time', '-of', 'csv=p=0', file],
    30_000,
  );
  return stdout
    .toString('utf8')
    .split('\n')
    .map((line) => Number.parseFloat(line))
    .filter((t) => Number.isFinite(t));
}

/** init.mp4 followed by a rendition's segments in order: one fragmented MP4 that ffprobe reads like any file. */
export async function joinRendition(dir: string, segmentUris: string[], outFile: string): Promise<string> {
  const parts = await Promise.all([path.join(dir, 'init.mp4'), ...segmentUris.map((uri) => path.join(dir, uri))].map((f) => fsp.readFile(f)));
  await fsp.writeFile(outFile, Buffer.concat(parts));
  return outFile;
}
