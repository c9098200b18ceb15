import { buffer } from 'node:stream/consumers';
import { photoCover, type PhotoRenditions } from '../../media';
import { protectedKey, publicKey, randomKey, type FileStorage } from '../../storage';

/** The storage keys of a ready photo's files (file and thumb protected, blur public). */
export interface PhotoKeys {
  file_key: string;
  thumb_key: string;
  blur_key: string;
}

/** Where a gallery's photo files live in storage: written, read back (a new cover) and removed, in one place. */
export class PhotoFiles {
  constructor(private readonly storage: FileStorage) {}

  /** Stores a photo's renditions under keys of their own (two photos alike are still two); returns the keys and bytes. */
  async store(renditions: PhotoRenditions): Promise<{ keys: PhotoKeys; bytes: number }> {
    const webp = { contentType: 'image/webp' };
    const keys = {
      file_key: randomKey('photos', 'webp'),
      thumb_key: randomKey('photos', 'webp'),
      blur_key: randomKey('photo-previews', 'webp'),
    };
    await Promise.all([
      this.storage.put(protectedKey(keys.file_key), renditions.full, webp),
      this.storage.put(protectedKey(keys.thumb_key), renditions.thumb, webp),
      this.storage.put(publicKey(keys.blur_key), renditions.blur, webp),
    ]);
    return { keys, bytes: renditions.full.length + renditions.thumb.length + renditions.blur.length };
  }

  /** The gallery's cover, which every card shows: a public card-sized copy of one photo. Returns its public key. */
  async publishCover(fileKey: string): Promise<string> {
    const cover = await photoCover(await buffer(await this.storage.read(protectedKey(fileKey))));
    const key = randomKey('gallery-covers', 'webp');
    await this.storage.put(publicKey(key), cover, { contentType: 'image/webp' });
    return key;
  }

  /** An uploaded original, whole (photos are at most the uploadPhotoMaxBytes setting). */
  async readUpload(storageKey: string): Promise<Buffer> {
    return buffer(await this.storage.read(storageKey));
  }

  /** Removes a photo's files (and a cover made from it); never throws: a file left behind is only space. */
  async remove(photo: { [K in keyof PhotoKeys]?: string | null }, coverKey?: string | null): Promise<void> {
    const keys = [
      photo.file_key && protectedKey(photo.file_key),
      photo.thumb_key && protectedKey(photo.thumb_key),
      photo.blur_key && publicKey(photo.blur_key),
      coverKey && publicKey(coverKey),
    ];
    for (const key of keys) if (key) await this.storage.delete(key).catch(() => undefined);
  }
}
