import fs from 'node:fs/promises';
import path from 'node:path';
import { probeVideo, type VideoInfo } from '../../../media';
import { ffmpegAvailable } from '../../../media/ffmpeg';
import { forEachLimited } from './limited';
import { writeTaggedCopies } from './tagged-copies';
import { FfmpegMissingError, generateDemoVideo } from './video';

export interface DemoVideoRequest {
  /** Unique among the requested videos: names the files and tags them. A file name, so no slashes. */
  name: string;
  title: string;
}

export interface DemoVideoFiles {
  name: string;
  /** The full clip. */
  full: string;
  /** Its preview: the first seconds, smaller. */
  teaser: string;
  /** Of the full clip; null only if ffprobe could not tell. */
  info: VideoInfo | null;
}

export interface DemoVideoFilesOptions {
  /** How many clips are encoded (the slow part); the videos take turns using them. Default 8. */
  baseClips?: number;
  /** Length of a full clip, default 6. */
  seconds?: number;
  /** Length of a teaser, default 3. */
  teaserSeconds?: number;
  /** ffmpeg encodes at a time, default 2. */
  concurrency?: number;
}

/**
 * A full clip and a teaser of its own for every requested video, in `outDir`, in request order.
 * Only `baseClips` clips (each with its teaser) are encoded; each video then gets stream copies of one of them tagged with
 * its own title and name, so no two videos share a file or bytes, and a teaser is never its full clip.
 * Throws FfmpegMissingError when ffmpeg is not installed.
 */
export async function generateDemoVideoFiles(
  outDir: string,
  videos: readonly DemoVideoRequest[],
  options: DemoVideoFilesOptions = {},
): Promise<DemoVideoFiles[]> {
  if (!(await ffmpegAvailable())) throw new FfmpegMissingError();
  if (videos.length === 0) return [];
  const bases = Math.max(1, Math.min(videos.length, options.baseClips ?? 8));
  const dirs = { base: path.join(outDir, 'base'), full: path.join(outDir, 'full'), teaser: path.join(outDir, 'teaser') };
  await Promise.all(Object.values(dirs).map((dir) => fs.mkdir(dir, { recursive: true })));
  const files: DemoVideoFiles[] = videos.map(({ name }) => ({
    name,
    full: path.join(dirs.full, `${name}.mp4`),
    teaser: path.join(dirs.teaser, `${name}.mp4`),
    info: null,
  }));

  await forEachLimited(
    Array.from({ length: bases }, (_, b) => b),
    options.concurrency ?? 2,
    async (b) => {
      const baseFull = path.join(dirs.base, `clip-${b + 1}.mp4`);
      const baseTeaser = path.join(dirs.base, `clip-${b + 1}-teaser.mp4`);
      await generateDemoVideo(baseFull, {
        seconds: options.seconds ?? 6,
        hue: Math.round((b * 360) / bases + 15) % 360,
        pattern: b % 2 === 0 ? 'testsrc2' : 'smptebars',
        label: `Limelight demo clip ${b + 1}`,
        teaser: { file: baseTeaser, seconds: options.teaserSeconds ?? 3 },
      });
      const info = await probeVideo(baseFull);
      const mine = files.flatMap((file, i) => (i % bases === b ? [{ file, title: videos[i].title, tag: `limelight-demo:${file.name}` }] : []));
      await writeTaggedCopies(
        mine.flatMap(({ file, title, tag }) => [
          { source: baseFull, file: file.full, title, tag },
          { source: baseTeaser, file: file.teaser, title, tag },
        ]),
      );
      for (const { file } of mine) file.info = info;
    },
  );
  return files;
}
