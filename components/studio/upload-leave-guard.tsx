import { useAppSelector } from '../../redux/hooks';
import { useLeaveGuard } from './use-leave-guard';

/**
 * While a video upload is sending, or photos are waiting or being sent, closing or reloading the tab asks first (the
 * browser's own prompt): uploads stop with the page; a video resumes when the performer chooses the same file again,
 * photos not in yet are chosen again.
 */
export default function UploadLeaveGuard() {
  const sending = useAppSelector(
    (s) =>
      Object.values(s.videoUploads).some((upload) => upload.phase === 'sending') ||
      s.photoUploads.items.some((upload) => upload.phase === 'queued' || upload.phase === 'sending'),
  );
  useLeaveGuard(sending);
  return null;
}
