import { formatBytes } from '../format';
import { PHOTO_FILE_ACCEPT, photoFileProblem } from '../gallery-form';
import type { PhotoDestination } from './photo-upload';

/** Where a creator's videos for a message go (server/modules/messages/video-uploads.ts); photos go to the destination's own path. */
export const MESSAGE_VIDEO_UPLOADS = '/messages/video-uploads';

/** What the file chooser offers a creator writing a message: photos and videos. */
export const MESSAGE_MEDIA_ACCEPT = `${PHOTO_FILE_ACCEPT},video/*`;

export const isVideoFile = (file: Pick<File, 'type'>) => file.type.startsWith('video/');

/** Whether a destination takes videos too (a message draft: the server still checks the sender is a creator). */
export const takesVideos = (destination: PhotoDestination) => destination.kind === 'message' || destination.kind === 'broadcast';

/** Why a chosen file cannot go (null: it can): a video against the video size limit, anything else as a photo. */
export function mediaFileProblem(
  file: Pick<File, 'type' | 'size'>,
  destination: PhotoDestination,
  limits: { photo: number | null; video: number | null },
): string | null {
  if (!takesVideos(destination) || !isVideoFile(file)) return photoFileProblem(file, limits.photo);
  if (file.size === 0) return 'This file is empty.';
  if (limits.video !== null && file.size > limits.video)
    return `This video is ${formatBytes(file.size)}; the site takes videos up to ${formatBytes(limits.video)}.`;
  return null;
}
