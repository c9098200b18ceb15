import type { FileStorage } from '../../storage';
import { removeReplaced, storePublicWebp, toWebp, type ImageShape } from './images';

/**
 * Points a row at a new picture and answers the updated row with the key it replaced (undefined when the row is
 * gone): lent by the module that owns the row (server/db/swap-column.ts does it in one locked statement).
 */
export type SwapImageKey<Row> = (key: string) => Promise<{ row: Row; replaced: string | null } | undefined>;

/**
 * Resizes an uploaded picture to `shape`, stores it under `folder` and has the owner point its row at it; the
 * file it replaces is removed. Answers the updated row, or undefined when the row is gone (the new file is
 * removed then).
 */
export async function replaceImage<Row>(
  storage: FileStorage,
  folder: string,
  swap: SwapImageKey<Row>,
  upload: Buffer,
  shape: ImageShape,
): Promise<Row | undefined> {
  const key = await storePublicWebp(storage, folder, await toWebp(upload, shape));
  const swapped = await swap(key);
  if (!swapped) await removeReplaced(storage, key, null);
  else await removeReplaced(storage, swapped.replaced, key);
  return swapped?.row;
}
