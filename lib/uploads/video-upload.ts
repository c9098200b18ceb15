import { startFileUpload, type FileUploadEvents, type FileUploadHandle } from './file-upload';

/** The tus endpoint of video originals (server/modules/uploads). */
export const VIDEO_UPLOADS_ENDPOINT = '/performer/uploads/videos';

/** Sends `file` by tus as the original of video `videoId`, going on from where this browser left it before. */
export const startVideoUpload = (videoId: string, file: File, events: FileUploadEvents): Promise<FileUploadHandle> =>
  startFileUpload({ endpoint: VIDEO_UPLOADS_ENDPOINT, metadata: { videoId }, rememberedAs: ['limelight-video', videoId] }, file, events);
