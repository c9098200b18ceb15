import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { withLocalFile } from '../../media/local-copy';
import { blurredPreview } from '../../media/photos';
import {
  SourceRefused,
  inspectSource,
  makePoster,
  thumbnailsAt,
  makeTeaser,
  renditionsFor,
  transcodeRendition,
  writeMasterPlaylist,
  type Rendition,
  type TranscodedRendition,
} from '../../media/pipeline';
import type { FileStorage } from '../../storage';
import { PROTECTED_PREFIX, PUBLIC_PREFIX } from '../../storage';
import type { AttemptNumber } from '../../jobs/queue';
import type { SettingsService } from '../settings/service';
import type { ProcessingTarget, VideoMedia } from '../videos/media';
import type { OldVideoFiles, VideoReplacements } from '../videos/replacement';
import type { OutputLayout } from './layout';

/** The largest width or height accepted, in pixels. */
const MAX_SIDE = 4096;

export interface VideoProcessingDeps {
  media: VideoMedia;
  /** New files of processed videos: processed the same way, swapped in when ready. */
  replacements: VideoReplacements;
  storage: FileStorage;
  settings: SettingsService;
  /** Working folder (DATA_DIR/processing): one sub-folder per video, emptied before and after each attempt. */
  workDir: string;
  ffmpeg: { threads: number; niceness: number };
  /** Videos one worker process processes at once. */
  concurrency: number;
}

/** Shares of the whole shown as progress: the renditions take the rest, in proportion to their pixels. */
const PROBE_SHARE = 2;
const STILLS_SHARE = 4;
const TEASER_SHARE = 4;
const SAVE_SHARE = 5;
/** Frames offered as the poster's alternatives (Studio > Videos > Edit). */
const POSTER_CANDIDATES = 4;

/**
 * The `video-process` job: an uploaded original becomes HLS (a ladder up to its size), a poster and a public teaser,
 * then the video is ready (and live, if Publish was pressed meanwhile). Outputs go to keys fixed by the video and
 * its original (hls/<video>/<original>/..., videos/<video>/<original>-poster.webp...), so an attempt retried after
 * a failure or a killed worker writes over the same files: one set of outputs, whatever happened before. A file the
 * site cannot take (no video track, too long...) fails the video with the reason, without retrying.
 */
export class VideoProcessing {
  constructor(private readonly deps: VideoProcessingDeps) {}

  get concurrency(): number {
    return this.deps.concurrency;
  }

  process(videoId: string, attempt: AttemptNumber): Promise<object> {
    return this.processFor(this.deps.media, videoId, attempt, videoId);
  }

  /** The `video-replace` job: a processed video's new file, processed while the video plays its old one. */
  processReplacement(videoId: string, attempt: AttemptNumber): Promise<object> {
    return this.processFor(this.deps.replacements, videoId, attempt, `${videoId}-replacement`);
  }

  /** The `video-old-files` job: a replaced video's old files, once nobody can be streaming them any more. */
  async removeOldFiles(files: OldVideoFiles): Promise<object> {
    const { storage } = this.deps;
    for (const key of files.keys) await storage.delete(key);
    for (const folder of files.folders) await storage.deleteFolder(folder);
    return { keys: files.keys.length, folders: files.folders.length };
  }

  /**
   * Processes the original `target` waits for (a catalogue video's, a new file of one, a message's video) into the
   * outputs its layout names; `workName` is its folder under the working folder (one per target and id).
   */
  async processFor(target: ProcessingTarget, id: string, attempt: AttemptNumber, workName: string): Promise<object> {
    const waiting = await target.waiting(id);
    if (!waiting) return { skipped: 'the video is not waiting for processing' };
    const { sourceKey, layout } = waiting;
    const work = path.join(this.deps.workDir, workName);
    await fsp.rm(work, { recursive: true, force: true });
    await fsp.mkdir(work, { recursive: true });
    let outputs: Awaited<ReturnType<VideoProcessing['transcode']>>;
    try {
      outputs = await withLocalFile(this.deps.storage, sourceKey, (file) => this.transcode(target, file, work, id, sourceKey, layout));
    } catch (error) {
      if (error instanceof SourceRefused) {
        await target.failed(id, error.message);
        return { refused: error.code };
      }
      await target.attemptFailed(id, attempt, error instanceof Error ? error.message : String(error));
      throw error;
    } finally {
      // Gone before the video is told ready: a ready video leaves nothing of its processing on the worker's disk.
      await fsp.rm(work, { recursive: true, force: true });
    }
    if (!(await target.ready(id, sourceKey, outputs))) {
      // Deleted, or given another file, while this one was processed: what was made for it goes (unless another run of
      // the same job, writing the same keys, made them the video's meanwhile).
      if (!(await target.plays(id, outputs.hlsKey))) await this.removeOldFiles(outputsOf(layout));
      return { skipped: 'the video changed while it was processed' };
    }
    return { renditions: outputs.renditions, seconds: outputs.durationSeconds };
  }

  /**
   * The `video-teaser` job: a processed video's teaser cut again from its original at the start its performer chose, under
   * a key of its own (a cached copy of the old one is never served for the new); the old one is removed once the video
   * shows the new one.
   */
  async recutTeaser(videoId: string): Promise<object> {
    const { media, storage, ffmpeg } = this.deps;
    const video = await media.forTeaser(videoId);
    if (!video || video.media_state !== 'ready' || !video.source_key) return { skipped: 'the video has no processed original' };
    const start = video.teaser_start_seconds ?? 0;
    const teaserKey = `videos/${videoId}/${path.posix.basename(video.source_key)}-teaser-${Math.round(start * 1000)}ms.mp4`;
    if (teaserKey === video.teaser_key) return { skipped: 'the teaser starts there already' };
    const work = path.join(this.deps.workDir, `${videoId}-teaser`);
    await fsp.rm(work, { recursive: true, force: true });
    await fsp.mkdir(work, { recursive: true });
    try {
      const teaser = await withLocalFile(storage, video.source_key, (file) =>
        makeTeaser(file, path.join(work, 'teaser.mp4'), { startSeconds: start, threads: ffmpeg.threads, niceness: ffmpeg.niceness }),
      );
      await storage.put(PUBLIC_PREFIX + teaserKey, fs.createReadStream(teaser.file), { contentType: 'video/mp4', contentLength: teaser.bytes });
      const oldBytes = video.teaser_key ? ((await storage.stat(PUBLIC_PREFIX + video.teaser_key))?.size ?? 0) : 0;
      if (!(await media.teaserCut(videoId, video.teaser_key, teaserKey, teaser.bytes - oldBytes))) {
        await storage.delete(PUBLIC_PREFIX + teaserKey).catch(() => undefined);
        return { skipped: 'the video changed while its teaser was cut' };
      }
      if (video.teaser_key) await storage.delete(PUBLIC_PREFIX + video.teaser_key).catch(() => undefined);
      return { teaserKey, startSeconds: teaser.startSeconds };
    } finally {
      await fsp.rm(work, { recursive: true, force: true });
    }
  }

  /** Every attempt failed, or the workers running them died: the video is "failed" with the last reason. */
  async gaveUp(videoId: string): Promise<void> {
    await this.deps.media.gaveUp(videoId);
  }

  /** Every attempt at a new file failed: the new file is "failed" with the last reason (the video plays its old one). */
  async replacementGaveUp(videoId: string): Promise<void> {
    await this.deps.replacements.gaveUp(videoId);
  }

  private async transcode(target: ProcessingTarget, file: string, work: string, id: string, sourceKey: string, layout: OutputLayout) {
    const { storage, ffmpeg } = this.deps;
    const media = { progress: progressTeller(target, id) };
    await media.progress('checking the file', 0);
    const maxMinutes = Number(await this.deps.settings.get('videoMaxDurationMinutes', 240)) || 240;
    const source = await inspectSource(file, { maxDurationSeconds: maxMinutes * 60, maxSide: MAX_SIDE });
    const ladder = renditionsFor(source);
    const hlsDir = path.join(work, 'hls');
    const transcoded: TranscodedRendition[] = [];
    let done = PROBE_SHARE;
    for (const [rendition, share] of shares(ladder, layout.extras !== null)) {
      const start = done;
      transcoded.push(
        await transcodeRendition(file, hlsDir, rendition, {
          source,
          threads: ffmpeg.threads,
          niceness: ffmpeg.niceness,
          onProgress: (fraction) => void media.progress(rendition.label, start + fraction * share),
        }),
      );
      done += share;
    }
    await writeMasterPlaylist(hlsDir, transcoded);
    await media.progress('poster', done);
    const poster = await makePoster(file, { source, niceness: ffmpeg.niceness });
    const blurred = layout.blurredPosterKey ? await blurredPreview(poster.buffer) : null;
    const extras = layout.extras;
    const frames = extras ? await thumbnailsAt(file, POSTER_CANDIDATES, { source, niceness: ffmpeg.niceness }) : [];
    done += STILLS_SHARE;
    let teaser: { file: string; bytes: number } | null = null;
    if (extras) {
      await media.progress('teaser', done);
      teaser = await makeTeaser(file, path.join(work, 'teaser.mp4'), {
        source,
        startSeconds: extras.teaserStartSeconds,
        threads: ffmpeg.threads,
        niceness: ffmpeg.niceness,
      });
      done += TEASER_SHARE;
    }
    await media.progress('saving', done);

    const hlsBytes = await putFolder(storage, hlsDir, PROTECTED_PREFIX + layout.hlsFolder);
    const webp = (buffer: Buffer) => ({ contentType: 'image/webp', contentLength: buffer.length });
    await storage.put(posterStorageKey(layout), poster.buffer, webp(poster.buffer));
    if (blurred && layout.blurredPosterKey) await storage.put(PUBLIC_PREFIX + layout.blurredPosterKey, blurred, webp(blurred));
    const posterCandidates: string[] = [];
    for (const [i, frame] of frames.entries()) {
      const key = extras!.frameKey(i);
      await storage.put(PUBLIC_PREFIX + key, frame.buffer, webp(frame.buffer));
      posterCandidates.push(key);
    }
    if (teaser && extras)
      await storage.put(PUBLIC_PREFIX + extras.teaserKey, fs.createReadStream(teaser.file), { contentType: 'video/mp4', contentLength: teaser.bytes });
    const originalBytes = (await storage.stat(sourceKey))?.size ?? 0;
    const stills = poster.buffer.length + (blurred?.length ?? 0) + frames.reduce((sum, f) => sum + f.buffer.length, 0);
    return {
      hlsKey: `${layout.hlsFolder}master.m3u8`,
      thumbnailKey: layout.posterKey,
      blurredPosterKey: blurred ? layout.blurredPosterKey : null,
      posterCandidates,
      teaserKey: teaser && extras ? extras.teaserKey : null,
      durationSeconds: source.durationSeconds,
      width: source.width,
      height: source.height,
      storageBytes: originalBytes + hlsBytes + stills + (teaser?.bytes ?? 0),
      renditions: transcoded.map((r) => r.label),
    };
  }
}

const posterStorageKey = (layout: OutputLayout) => (layout.posterPublic ? PUBLIC_PREFIX : PROTECTED_PREFIX) + layout.posterKey;

/** Every file a processing with this layout may have stored (when the target no longer wants them). */
function outputsOf(layout: OutputLayout): OldVideoFiles {
  const publicKeys = [
    layout.blurredPosterKey,
    ...(layout.extras ? [layout.extras.teaserKey, ...Array.from({ length: POSTER_CANDIDATES }, (_, i) => layout.extras!.frameKey(i))] : []),
  ];
  return {
    keys: [posterStorageKey(layout), ...publicKeys.flatMap((key) => (key ? [PUBLIC_PREFIX + key] : []))],
    folders: [PROTECTED_PREFIX + layout.hlsFolder],
  };
}

/** Tells the video's progress when the step or the whole percent changes (ffmpeg reports a few times a second). */
function progressTeller(media: ProcessingTarget, videoId: string): (step: string, percent: number) => Promise<void> {
  let told = '';
  return async (step, percent) => {
    const now = `${step} ${Math.floor(percent)}`;
    if (now === told) return;
    told = now;
    await media.progress(videoId, step, Math.floor(percent)).catch(() => undefined);
  };
}

/** Each rendition with its share of the progress bar: in proportion to its pixels (what ffmpeg's time goes on). */
function shares(ladder: Rendition[], withTeaser: boolean): Array<[Rendition, number]> {
  const room = 100 - PROBE_SHARE - STILLS_SHARE - (withTeaser ? TEASER_SHARE : 0) - SAVE_SHARE;
  const pixels = ladder.reduce((sum, r) => sum + r.width * r.height, 0);
  return ladder.map((r) => [r, (room * r.width * r.height) / pixels]);
}

/** Copies every file under `dir` to storage under `folder`; returns the bytes copied. */
async function putFolder(storage: FileStorage, dir: string, folder: string): Promise<number> {
  let bytes = 0;
  for (const entry of await fsp.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const key = folder + path.relative(dir, full).split(path.sep).join('/');
    const size = (await fsp.stat(full)).size;
    await storage.put(key, fs.createReadStream(full), { contentLength: size, contentType: contentTypeOfHls(entry.name) });
    bytes += size;
  }
  return bytes;
}

function contentTypeOfHls(name: string): string | undefined {
  if (name.endsWith('.m3u8')) return 'application/vnd.apple.mpegurl';
  if (name.endsWith('.m4s') || name.endsWith('.mp4')) return 'video/mp4';
  return undefined;
}
