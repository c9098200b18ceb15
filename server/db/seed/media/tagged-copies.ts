import { ffmpegAvailable, ffmpegPaths, run } from '../../../media/ffmpeg';
import { FfmpegMissingError } from './video';

export interface TaggedCopy {
  /** The video copied. */
  source: string;
  file: string;
  /** Written as the file's title. */
  title: string;
  /** Written as the file's comment; unique per copy, so no two copies are the same bytes even under one title. */
  tag: string;
}

/**
 * Copies of videos, each its own file carrying its own title and tag. Streams are copied, not re-encoded,
 * and all copies come from one ffmpeg run: a dozen take about as long as one.
 * Throws FfmpegMissingError when ffmpeg is not installed.
 */
export async function writeTaggedCopies(copies: readonly TaggedCopy[]): Promise<void> {
  if (copies.length === 0) return;
  if (!(await ffmpegAvailable())) throw new FfmpegMissingError();
  const sources = [...new Set(copies.map((copy) => copy.source))];
  const args = ['-v', 'error', '-nostdin', '-y', ...sources.flatMap((source) => ['-i', source])];
  for (const copy of copies) {
    args.push('-map', String(sources.indexOf(copy.source)), '-c', 'copy');
    args.push('-metadata', `title=${copy.title}`, '-metadata', `comment=${copy.tag}`, '-movflags', '+faststart', copy.file);
  }
  await run(ffmpegPaths().ffmpeg, args);
}
