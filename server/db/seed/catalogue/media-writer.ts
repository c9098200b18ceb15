import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { probeVideo } from '../../../media';
import { protectedKey, publicKey, type FileStorage } from '../../../storage';
import { FfmpegMissingError, generateDemoVideos, renderDemoImage, type DemoImageOptions } from '../media';

export interface DemoClip {
  fileKey: string;
  teaserKey: string;
  durationSeconds: number | null;
  width: number;
  height: number;
}

/** Renders demo pictures and clips and stores them where the file routes serve them from. */
export class DemoMediaWriter {
  constructor(private readonly storage: FileStorage) {}

  /** A public image (thumbnail, avatar, cover, promo) as WebP; returns its key. */
  async publicImage(key: string, options: DemoImageOptions): Promise<string> {
    const webp = await renderDemoImage({ ...options, format: 'webp' });
    await this.storage.put(publicKey(key), webp, { contentType: 'image/webp' });
    return key;
  }

  /** A full-size photo kept protected (JPEG) plus its public 480 px thumbnail (WebP). */
  async photo(baseKey: string, options: DemoImageOptions): Promise<{ fileKey: string; thumbKey: string }> {
    const full = await renderDemoImage({ ...options, format: 'jpeg' });
    const thumb = await sharp(full).resize({ width: 480 }).webp({ quality: 78 }).toBuffer();
    const fileKey = `${baseKey}.jpg`;
    const thumbKey = `${baseKey}-thumb.webp`;
    await Promise.all([
      this.storage.put(protectedKey(fileKey), full, { contentType: 'image/jpeg' }),
      this.storage.put(publicKey(thumbKey), thumb, { contentType: 'image/webp' }),
    ]);
    return { fileKey, thumbKey };
  }

  async protectedFile(key: string, body: Buffer, contentType: string): Promise<string> {
    await this.storage.put(protectedKey(key), body, { contentType });
    return key;
  }

  /**
   * `count` distinct short clips, each stored once as a protected full video and a public teaser.
   * Without ffmpeg there are no clips: the seed then creates its videos without files.
   */
  async clips(count: number): Promise<DemoClip[]> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'limelight-clips-'));
    try {
      const { files } = await generateDemoVideos(dir, count, { distinct: count, seconds: 6 });
      const clips: DemoClip[] = [];
      for (const [i, file] of files.entries()) {
        const name = `demo-${String(i + 1).padStart(2, '0')}.mp4`;
        const body = await fs.readFile(file);
        const info = await probeVideo(file);
        await this.storage.put(protectedKey(`videos/${name}`), body, { contentType: 'video/mp4' });
        await this.storage.put(publicKey(`teasers/${name}`), body, { contentType: 'video/mp4' });
        clips.push({
          fileKey: `videos/${name}`,
          teaserKey: `teasers/${name}`,
          durationSeconds: info?.durationSeconds ? Math.round(info.durationSeconds) : null,
          width: info?.width ?? 640,
          height: info?.height ?? 360,
        });
      }
      return clips;
    } catch (error) {
      if (error instanceof FfmpegMissingError) return [];
      throw error;
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }
}
