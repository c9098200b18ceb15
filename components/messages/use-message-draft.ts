import { useCallback, useEffect, useMemo } from 'react';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { draftDestination, draftPhotosOf, removeDraftPhoto } from '../../lib/uploads/message-drafts';
import { destinationKey } from '../../lib/uploads/photo-upload';
import { messageDraftLoaded, messageDraftSent } from '../../redux/message-drafts/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { dismissPhotoUpload, uploadPhotos } from '../../redux/photo-uploads/uploader';
import { usePhotoLimits } from '../studio/photo-limits';
import { useUploadLimits } from '../studio/use-upload-limits';

/**
 * The photos and videos of the next message in a conversation (or of a creator's next message to all): those uploaded (kept by
 * the server until the message goes), those on their way, adding and taking out, and emptying it once sent.
 */
export function useMessageDraft(conversationId: string | null) {
  const dispatch = useAppDispatch();
  const destination = useMemo(() => draftDestination(conversationId), [conversationId]);
  const key = destinationKey(destination);
  const stored = useAppSelector((s) => s.messageDrafts.byDestination[key]);
  const photos = useMemo(() => stored ?? [], [stored]);
  const allUploads = useAppSelector((s) => s.photoUploads.items);
  const uploads = useMemo(() => allUploads.filter((upload) => upload.destination === key), [allUploads, key]);
  const { maxBytes } = usePhotoLimits();
  const videoMaxBytes = useUploadLimits()?.maxBytes ?? null;
  // A video told ready over the socket has no poster link yet: the draft is read again to get it.
  const posterless = photos.filter((photo) => photo.state === 'ready' && !photo.thumbnail).length;

  useEffect(() => {
    draftPhotosOf(destination)
      .then((found) => dispatch(messageDraftLoaded({ destination: key, photos: found })))
      .catch(() => undefined);
  }, [dispatch, destination, key, posterless]);

  const add = useCallback(
    (files: File[]) => uploadPhotos(dispatch, destination, files, maxBytes, videoMaxBytes),
    [dispatch, destination, maxBytes, videoMaxBytes],
  );
  const remove = useCallback(
    async (photoId: string) => {
      try {
        await removeDraftPhoto(destination, photoId);
        dispatch(messageDraftLoaded({ destination: key, photos: photos.filter((photo) => photo._id !== photoId) }));
      } catch (error) {
        notify.error(errorMessage(error, 'The photo could not be taken out.'));
      }
    },
    [dispatch, destination, key, photos],
  );
  const dismiss = useCallback((uploadKey: string) => dismissPhotoUpload(dispatch, uploadKey), [dispatch]);
  const sent = useCallback(() => dispatch(messageDraftSent(key)), [dispatch, key]);

  const ready = photos.filter((photo) => photo.state === 'ready').map((photo) => photo._id);
  const busy = uploads.some((upload) => upload.phase === 'queued' || upload.phase === 'sending' || upload.phase === 'done');
  return { photos, uploads, ready, busy, add, remove, dismiss, sent };
}
