import type { Db } from '../../db';
import type { UploadRow } from '../../db/schema';
import { inTransaction, type AfterCommit, type Executor } from '../../db/unit-of-work';
import { randomKey, type FileStorage } from '../../storage';
import { uploadsRepo } from '../uploads/repo';
import { safeName, UploadRefusal, type FinishedUpload, type NewUpload, type UploadTarget } from '../uploads/resumable-uploads';
import { applicationsRepo as repo, EDITABLE_STATES, keyColumn, uploadColumn } from './repo';
import { IDENTITY_SLOTS, type IdentitySlot } from './rules';

/** Where an applicant sends their identity document and selfie (tus); any signed-in user may apply. */
export const IDENTITY_UPLOADS_PATH = '/api/creator-application/uploads';

/** A phone photo of a document is a few MB; this leaves room and no more. */
export const IDENTITY_MAX_BYTES = 15 * 1024 * 1024;

/** The picture types a reviewer's browser shows as they are. */
const PICTURE_TYPES = new Set(['jpg', 'png', 'webp']);

/** Identity files live here, a folder neither file route serves (never public, never a CDN's): admins read them through review links. */
export const IDENTITY_PREFIX = 'identity/';
export const identityFolder = (applicationId: string) => `${IDENTITY_PREFIX}${applicationId}/`;

export interface IdentityFilesDeps {
  db: Db;
  storage: FileStorage;
  removeFile(name: string): Promise<void>;
}

const slotOf = (value: string | null | undefined): IdentitySlot | null =>
  (IDENTITY_SLOTS as readonly string[]).includes(value ?? '') ? (value as IdentitySlot) : null;

/**
 * The applicant's identity document and the selfie holding it (metadata `slot`: document or selfie), uploaded to their
 * own open application while it is editable (a draft, or sent back for new documents). A JPEG, PNG or WebP photo of at
 * most 15 MB, typed by its bytes. When complete it becomes the slot's file, replacing (and deleting) the one before.
 */
export class IdentityUploadTarget implements UploadTarget {
  readonly path = IDENTITY_UPLOADS_PATH;
  readonly what = 'identity document upload';

  constructor(private readonly deps: IdentityFilesDeps) {}

  async maxBytes(): Promise<number> {
    return IDENTITY_MAX_BYTES;
  }

  async open({ name, size, metadata, caller }: NewUpload): Promise<void> {
    const slot = slotOf(metadata.slot);
    if (!slot) throw new UploadRefusal(400, 'Say which file this is (the slot metadata: document or selfie).');
    if (size === 0) throw new UploadRefusal(400, 'This file is empty (0 bytes).');
    await inTransaction(this.deps.db, async (trx) => {
      const application = await repo.openOf(trx, caller.userId);
      if (!application) throw new UploadRefusal(409, 'Start your application first.');
      if (!EDITABLE_STATES.includes(application.state)) throw new UploadRefusal(409, 'Your application is with our team for review: it cannot be changed now.');
      await uploadsRepo.insert(trx, {
        id: name,
        userId: caller.userId,
        kind: 'identity',
        applicationId: application.id,
        size,
        filename: safeName(metadata.filename),
      });
      await repo.update(trx, application.id, { [uploadColumn(slot)]: name });
    });
  }

  async finish({ row, type, storageKey }: FinishedUpload): Promise<void> {
    const { db, storage } = this.deps;
    const applicationId = row.application_id;
    if (!applicationId) {
      await uploadsRepo.remove(db, row.id);
      throw new UploadRefusal(410, 'The application this file was for is gone.');
    }
    if (!type || !PICTURE_TYPES.has(type)) {
      await inTransaction(db, (trx) => this.forget(trx, row));
      throw new UploadRefusal(415, 'Send a photo (JPEG, PNG or WebP) of your document.');
    }
    const key = randomKey(identityFolder(applicationId).slice(0, -1), type);
    await storage.put(key, await storage.read(storageKey), { contentLength: row.size });
    const outcome = await inTransaction(db, async (trx) => {
      await uploadsRepo.remove(trx, row.id);
      const application = await repo.byId(trx, applicationId, true);
      const slot = application && IDENTITY_SLOTS.find((s) => application[uploadColumn(s)] === row.id);
      if (!application || !slot || !EDITABLE_STATES.includes(application.state)) return null;
      await repo.update(trx, application.id, { [keyColumn(slot)]: key, [uploadColumn(slot)]: null });
      return { replaced: application[keyColumn(slot)] };
    });
    await this.deps.removeFile(row.id);
    if (!outcome) {
      // Sent again meanwhile (a newer upload holds the slot), or the application was submitted or closed: not taken.
      await storage.delete(key).catch(() => undefined);
      throw new UploadRefusal(409, 'This file was replaced by a newer one, or your application can no longer be changed.');
    }
    if (outcome.replaced) await storage.delete(outcome.replaced).catch(() => undefined);
  }

  async abandoned(trx: Executor, _afterCommit: AfterCommit, row: UploadRow): Promise<void> {
    await this.forget(trx, row);
  }

  /** The application stops waiting for this upload (its row is removed by the caller or here). */
  private async forget(trx: Executor, row: UploadRow): Promise<void> {
    await uploadsRepo.remove(trx, row.id);
    if (row.application_id) await repo.forgetUpload(trx, row.application_id, row.id);
  }
}
