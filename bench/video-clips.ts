// The video rows' inputs, made with ffmpeg's test sources while the bench sets up (nothing is measured then).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { ffmpegPaths, run } from '../server/media/ffmpeg';

export interface VideoInputs {
  /** A 1080p clip followed by random bytes up to the upload row's size: the file-type check and ffprobe read the clip. */
  upload: { file: string; bytes: number; clipSeconds: number };
  /** The processing row's clip: 720p, 30 fps, with sound. */
  clip720: { file: string; seconds: number };
}

/** testsrc2 at width x height, 30 fps, with a tone: H.264 + AAC in MP4, as a camera or an editor would hand it over. */
async function clip(file: string, seconds: number, width: number, height: number): Promise<string> {
  await run(
    ffmpegPaths().ffmpeg,
    [
      ...['-v', 'error', '-nostdin', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=30:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '128k', '-shortest', file],
    ],
    { timeoutMs: 0 },
  );
  return file;
}

/** Appends random bytes to `file` until it holds `bytes` (random: nothing on the way can compress them). */
async function padTo(file: string, bytes: number): Promise<void> {
  let missing = bytes - fs.statSync(file).size;
  if (missing < 0) throw new Error(`${file} is already larger than ${bytes} bytes`);
  const out = fs.createWriteStream(file, { flags: 'a' });
  while (missing > 0) {
    const chunk = crypto.randomBytes(Math.min(missing, 16 * 1024 * 1024));
    missing -= chunk.length;
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  out.end();
  await finished(out);
}

export async function makeVideoInputs(dir: string, sizes: { uploadBytes: number; uploadClipSeconds: number; clipSeconds: number }): Promise<VideoInputs> {
  const upload = await clip(path.join(dir, 'upload-1080p.mp4'), sizes.uploadClipSeconds, 1920, 1080);
  await padTo(upload, sizes.uploadBytes);
  const clip720 = await clip(path.join(dir, 'clip-720p.mp4'), sizes.clipSeconds, 1280, 720);
  return {
    upload: { file: upload, bytes: sizes.uploadBytes, clipSeconds: sizes.uploadClipSeconds },
    clip720: { file: clip720, seconds: sizes.clipSeconds },
  };
}
