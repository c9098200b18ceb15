import { useCallback, useEffect, useState } from 'react';
import { MESSAGES } from '../../lib/constants';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { useAppDispatch } from '../../redux/hooks';
import { profileImageUploaded } from '../../redux/user/slice';
import { userService, type ProfileImageKind } from '../../services/user.service';

/** The API's limit; a bigger file is refused here with the server's words instead of being sent. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const TOO_LARGE = 'The file is too large: at most 5 MB.';

export interface ImageUploadState {
  /** Sent percentage of the current (or last) upload; null before the first one. */
  percent: number | null;
  uploading: boolean;
  error: string | null;
  /** The chosen file, shown while it uploads (then the stored picture is). */
  preview: string | null;
}

const initial: ImageUploadState = { percent: null, uploading: false, error: null, preview: null };

const LABELS: Record<ProfileImageKind, string> = { avatar: 'avatar', cover: 'cover picture' };

/** Uploads an avatar or a cover with progress; the updated user goes into the user slice (the header follows). */
export function useImageUpload(kind: ProfileImageKind) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<ImageUploadState>(initial);
  const { preview } = state;

  // A replaced or unmounted preview frees its object URL.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const upload = useCallback(
    async (file: File) => {
      if (file.size > MAX_IMAGE_BYTES) {
        setState({ ...initial, error: TOO_LARGE });
        return;
      }
      setState({ percent: 0, uploading: true, error: null, preview: URL.createObjectURL(file) });
      try {
        const onProgress = (percent: number) => setState((s) => ({ ...s, percent: Math.min(percent, 99) }));
        const user = await userService.uploadImage(kind, file, onProgress);
        dispatch(profileImageUploaded(user));
        setState({ ...initial, percent: 100 });
        notify.success(`Your ${LABELS[kind]} has been updated.`);
      } catch (error) {
        setState({ ...initial, error: errorMessage(error, MESSAGES.genericError) });
      }
    },
    [dispatch, kind],
  );

  return { ...state, upload };
}
