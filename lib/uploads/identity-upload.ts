import { startFileUpload, type FileUploadEvents, type FileUploadHandle } from './file-upload';

/** The tus endpoint of applicants' identity files (server/modules/creator-applications/identity-files.ts). */
export const IDENTITY_UPLOADS_ENDPOINT = '/creator-application/uploads';

export type IdentitySlot = 'document' | 'selfie';

/** Sends a photo of the applicant's identity document (or their selfie holding it), resuming where this browser left it. */
export const startIdentityUpload = (slot: IdentitySlot, file: File, events: FileUploadEvents): Promise<FileUploadHandle> =>
  startFileUpload({ endpoint: IDENTITY_UPLOADS_ENDPOINT, metadata: { slot }, rememberedAs: ['limelight-identity', slot] }, file, events);
