import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { protectedKey, publicKey, type FileStorage } from '../../../storage';
import { renderPhoto } from '../../../media';
import { PhotoFiles, type PhotoKeys } from '../../../modules/galleries/photo-files';
import { FfmpegMissingError, generateDemoVideoFiles, renderDemoImage, type DemoImageOptions, type DemoVideoRequest } from '../media';

/** Clips encoded for the demo videos; each video still gets files of its own (tagged copies). */
const BASE_CLIPS = 8;
/** A demo video's length: long enough that its preview is clearly a taste of it, not the whole of it. */
export const DEMO_CLIP_SECONDS = 20;
/** A locked video's public preview: its first seconds. */
export const DEMO_TEASER_SECONDS = 3;

export interface DemoClip {
  fileKey: string;
  teaserKey: string;
  durationSeconds: number | null;
  width: number;
  height: number;
}

/** Renders demo pictures and clips and stores them where the file routes serve them from. */
export class DemoMediaWriter {
  private readonly photos: PhotoFiles;

  constructor(private readonly storage: FileStorage) {
    this.photos = new PhotoFiles(storage);
  }

  /** A public image (thumbnail, avatar, cover, promo) as WebP; returns its key. */
  async publicImage(key: string, options: DemoImageOptions): Promise<string> {
    const webp = await renderDemoImage({ ...options, format: 'webp' });
    await this.storage.put(publicKey(key), webp, { contentType: 'image/webp' });
    return key;
  }

  /** A gallery photo as an uploaded one becomes (renderPhoto, PhotoFiles): protected full and thumbnail, public blur. */
  async photo(options: DemoImageOptions): Promise<{ keys: PhotoKeys; bytes: number; width: number; height: number }> {
    const renditions = await renderPhoto(await renderDemoImage({ ...options, format: 'jpeg' }));
    return { ...(await this.photos.store(renditions)), width: renditions.width, height: renditions.height };
  }

  /** A gallery's public cover, made from one of its photos as the Studio makes it. */
  cover(fileKey: string): Promise<string> {
    return this.photos.publishCover(fileKey);
  }

  async protectedFile(key: string, body: Buffer, contentType: string): Promise<string> {
    await this.storage.put(protectedKey(key), body, { contentType });
    return key;
  }

  /**
   * A protected full clip and a public teaser of its own for every video (see generateDemoVideoFiles), by video name.
   * Without ffmpeg the map is empty: the seed then creates its videos without files.
   */
  async videoClips(videos: readonly DemoVideoRequest[]): Promise<Map<string, DemoClip>> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'limelight-clips-'));
    try {
      const files = await generateDemoVideoFiles(dir, videos, { baseClips: BASE_CLIPS, seconds: DEMO_CLIP_SECONDS, teaserSeconds: DEMO_TEASER_SECONDS });
      const clips = new Map<string, DemoClip>();
      for (const { name, full, teaser, info } of files) {
        const fileKey = `videos/${name}.mp4`;
        const teaserKey = `teasers/${name}.mp4`;
        await this.storage.put(protectedKey(fileKey), await fs.readFile(full), { contentType: 'video/mp4' });
        await this.storage.put(publicKey(teaserKey), await fs.readFile(teaser), { contentType: 'video/mp4' });
        clips.set(name, {
          fileKey,
          teaserKey,
          durationSeconds: info?.durationSeconds ? Math.round(info.durationSeconds) : null,
          width: info?.width ?? 640,
          height: info?.height ?? 360,
        });
      }
      return clips;
    } catch (error) {
      if (error instanceof FfmpegMissingError) return new Map();
      throw error;
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }
}
