import path from 'node:path';
import type { Db } from '../../db';
import type { UploadRow } from '../../db/schema';
import { inTransaction, type AfterCommit, type Executor } from '../../db/unit-of-work';
import { isUuid } from '../../db/ids';
import { protectedKey, randomKey, type FileStorage } from '../../storage';
import type { SettingsService } from '../settings/service';
import { uploadsRepo } from '../uploads/repo';
import { safeName, UploadRefusal, type FinishedUpload, type NewUpload, type UploadTarget } from '../uploads/resumable-uploads';
import { uploadLimits } from '../uploads/upload-limits';

/** Where the Studio sends a digital product's file (tus). */
export const PRODUCT_FILE_UPLOADS_PATH = '/api/performer/uploads/product-files';

/** What a buyer's download is named after (its extension): from the file's bytes, else its name, else none. */
function extensionOf(type: string | null, filename: string | null): string {
  const fromName = path
    .extname(filename ?? '')
    .slice(1)
    .toLowerCase();
  const ext = type ?? (/^[a-z0-9]{1,8}$/.test(fromName) ? fromName : '');
  return ext ? `.${ext}` : '';
}

export interface ProductFileUploadsDeps {
  db: Db;
  settings: SettingsService;
  storage: FileStorage;
  /** Removes an upload's file from the upload store (once copied to the product, or refused). */
  removeFile(name: string): Promise<void>;
}

/**
 * A digital product's file (metadata `productId`), uploaded by the product's owner (or an admin), of any kind (a
 * PDF, an archive, pictures, a video): at most the uploadMaxBytes setting, counted against the performer's storage
 * while it uploads. When complete it becomes the file buyers download (protected, through the signed download link),
 * replacing the one before.
 */
export class ProductFileUploadTarget implements UploadTarget {
  readonly path = PRODUCT_FILE_UPLOADS_PATH;
  readonly what = 'product file upload';

  constructor(private readonly deps: ProductFileUploadsDeps) {}

  async maxBytes(): Promise<number> {
    return (await uploadLimits(this.deps.settings)).maxBytes;
  }

  async open({ name, size, metadata, caller }: NewUpload): Promise<void> {
    const productId = metadata.productId ?? '';
    if (!isUuid(productId)) throw new UploadRefusal(400, 'Say which product this file is for (the productId metadata).');
    if (size === 0) throw new UploadRefusal(400, 'This file is empty (0 bytes).');
    await inTransaction(this.deps.db, async (trx) => {
      const product = await trx.selectFrom('products').select(['performer_id', 'type', 'status']).where('id', '=', productId).executeTakeFirst();
      if (!product || product.status === 'inactive' || (!caller.isAdmin && product.performer_id !== caller.userId))
        throw new UploadRefusal(404, 'There is no such product of yours.');
      if (product.type !== 'digital') throw new UploadRefusal(409, 'Only a digital product has a file to download: this one is physical.');
      await uploadsRepo.insert(trx, { id: name, userId: product.performer_id, kind: 'product', productId, size, filename: safeName(metadata.filename) });
    });
  }

  async finish({ row, type, storageKey }: FinishedUpload): Promise<void> {
    const { db, storage } = this.deps;
    const productId = row.product_id;
    if (!productId) {
      await uploadsRepo.remove(db, row.id);
      throw new UploadRefusal(410, 'The product this file was for has been deleted.');
    }
    const key = randomKey('downloads', extensionOf(type, row.filename));
    await storage.put(protectedKey(key), await storage.read(storageKey), { contentLength: row.size });
    const replaced = await inTransaction(db, async (trx) => {
      await uploadsRepo.remove(trx, row.id);
      const before = await trx.selectFrom('products').select('digital_file_key').where('id', '=', productId).forUpdate().executeTakeFirst();
      if (!before) return null;
      await trx.updateTable('products').set({ digital_file_key: key, updated_at: new Date() }).where('id', '=', productId).execute();
      return { old: before.digital_file_key };
    });
    await this.deps.removeFile(row.id);
    if (!replaced) await storage.delete(protectedKey(key)).catch(() => undefined);
    else if (replaced.old) await storage.delete(protectedKey(replaced.old)).catch(() => undefined);
  }

  async abandoned(_trx: Executor, _afterCommit: AfterCommit, _row: UploadRow): Promise<void> {
    // Nothing waits on an unfinished product file: the product keeps the file it had.
  }
}
