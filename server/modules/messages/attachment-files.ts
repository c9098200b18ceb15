import type { MessageAttachmentRow } from '../../db/schema';
import { PROTECTED_PREFIX, type FileStorage } from '../../storage';
import { PhotoFiles } from '../galleries/photo-files';

/**
 * Removes what an attachment taken out of a draft stored: a photo's files, or a video's poster, blurred poster, HLS
 * folder and (if not processed yet) its original. Never throws: a file left behind is only space.
 */
export async function removeAttachmentFiles(storage: FileStorage, row: MessageAttachmentRow): Promise<void> {
  await new PhotoFiles(storage).remove({ file_key: row.file_key, thumb_key: row.thumb_key, blur_key: row.blur_key });
  if (row.hls_key) await storage.deleteFolder(PROTECTED_PREFIX + row.hls_key.slice(0, row.hls_key.lastIndexOf('/') + 1)).catch(() => undefined);
  if (row.source_key) await storage.delete(row.source_key).catch(() => undefined);
}
