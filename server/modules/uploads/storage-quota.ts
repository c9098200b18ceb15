import type { Executor } from '../../db/unit-of-work';
import { uploadsRepo } from './repo';
import { UploadRefusal } from './resumable-uploads';
import type { UploadLimits } from './upload-limits';

/** Bytes some of a creator's videos take in storage (the catalogue's, their messages'), from the module that keeps them. */
export type VideoBytes = (db: Executor, performerId: string) => Promise<number>;

/**
 * The performerStorageQuotaBytes setting, the one rule: a creator's videos, wherever they are (the catalogue's with
 * their new files, those sent in messages), plus their uploads not finished yet, stay within it. Checked when an
 * upload is created, in the transaction that records it.
 */
export class StorageQuota {
  constructor(private readonly counted: VideoBytes[]) {}

  async used(db: Executor, performerId: string): Promise<number> {
    let bytes = await uploadsRepo.unfinishedBytes(db, performerId);
    for (const count of this.counted) bytes += await count(db, performerId);
    return bytes;
  }

  /** 413 when `size` more bytes would not fit. */
  async refuseOver(db: Executor, performerId: string, size: number, limits: Pick<UploadLimits, 'quotaBytes'>): Promise<void> {
    const used = await this.used(db, performerId);
    if (used + size <= limits.quotaBytes) return;
    const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
    throw new UploadRefusal(
      413,
      `This file (${gib(size)}) does not fit in your storage: ${gib(used)} of ${gib(limits.quotaBytes)} used. Delete videos you no longer need, or ask the site's staff for more space.`,
    );
  }
}
