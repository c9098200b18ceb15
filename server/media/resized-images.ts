import { buffer } from 'node:stream/consumers';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { IMAGE_WIDTHS, isImageWidth } from '../../lib/image-widths';
import { badRequest, notFound } from '../http/errors';
import type { FileStorage } from '../storage/types';

const RESIZABLE_TYPES = new Set(['image/webp', 'image/jpeg', 'image/png', 'image/avif']);
/** Folder (inside the public one) holding the copies: _resized/<width>/<original's version>/<original key>. */
const RESIZED_FOLDER = '_resized';
const QUALITY = 78;
const IMAGE_WIDTHS_TEXT = IMAGE_WIDTHS.join(', ');
/** Copies known to be in storage, so a request for one does not ask storage again. */
const REMEMBERED_COPIES = 20_000;

/**
 * WebP copies of public pictures at the widths of lib/image-widths.ts, made on the first request and kept in
 * storage beside the originals, so each is made once. A copy is named after the original's version (its
 * etag), so a picture replaced under the same key gets new copies. Concurrent first requests for one copy
 * share one resize.
 */
export class ResizedImages {
  private readonly making = new Map<string, Promise<string>>();
  private readonly stored = new LRUCache<string, true>({ max: REMEMBERED_COPIES });

  constructor(private readonly storage: FileStorage) {}

  /**
   * The storage key of `key` (a public file, e.g. 'public/thumbs/a.webp', under `folder`) at `width`: a copy no
   * wider than the original (never enlarged). Throws 400 for a width outside the set or a file that is not a
   * resizable picture, 404 for no such file.
   */
  async keyAt(folder: string, key: string, width: number): Promise<string> {
    if (!isImageWidth(width)) throw badRequest(`w must be one of the image widths (${IMAGE_WIDTHS_TEXT})`, 'INVALID_IMAGE_WIDTH');
    const stat = await this.storage.stat(key);
    if (!stat) throw notFound('File not found', 'FILE_NOT_FOUND');
    if (!RESIZABLE_TYPES.has(stat.contentType)) throw badRequest('Only JPEG, PNG, WebP and AVIF pictures can be resized', 'NOT_RESIZABLE');
    const version = createHash('sha256').update(stat.etag).digest('hex').slice(0, 16);
    const target = `${folder}${RESIZED_FOLDER}/${width}/${version}/${key.slice(folder.length)}`;
    if (this.stored.has(target)) return target;
    let made = this.making.get(target);
    if (!made) {
      made = this.make(key, target, width)
        .then((stored) => (this.stored.set(stored, true), stored))
        .finally(() => this.making.delete(target));
      this.making.set(target, made);
    }
    return made;
  }

  private async make(key: string, target: string, width: number): Promise<string> {
    if (await this.storage.exists(target)) return target;
    const original = await buffer(await this.storage.read(key));
    let copy: Buffer;
    try {
      copy = await sharp(original).autoOrient().resize({ width, withoutEnlargement: true }).webp({ quality: QUALITY }).toBuffer();
    } catch {
      throw badRequest('The stored picture cannot be read, so it cannot be resized', 'NOT_RESIZABLE');
    }
    await this.storage.put(target, copy, { contentType: 'image/webp' });
    return target;
  }
}
