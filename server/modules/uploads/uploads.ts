import type { Db } from '../../db';
import type { UploadKind } from '../../db/schema';
import type { SettingsService } from '../settings/service';
import { uploadsRepo as repo } from './repo';
import type { ResumableUploads } from './resumable-uploads';
import { uploadLimits } from './upload-limits';

/** Every kind of resumable upload (its tus endpoint), and the clean-up of those left unfinished. */
export class Uploads {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    readonly byKind: Record<UploadKind, ResumableUploads>,
  ) {}

  /** Removes uploads started longer ago than the abandonedUploadHours setting and never finished; frees their quota. */
  async removeAbandoned(limit = 100): Promise<{ removed: number }> {
    const { abandonedAfterMs } = await uploadLimits(this.settings);
    const rows = await repo.abandoned(this.db, new Date(Date.now() - abandonedAfterMs), limit);
    for (const row of rows) await this.byKind[row.kind].removeUnfinished(row);
    return { removed: rows.length };
  }
}
