import { useEffect } from 'react';
import { useAppSelector } from '../../redux/hooks';

/**
 * While a video upload is sending, closing or reloading the tab asks first (the browser's own prompt): the upload
 * stops with the page, and resumes only when the performer chooses the same file again.
 */
export default function UploadLeaveGuard() {
  const sending = useAppSelector((s) => Object.values(s.videoUploads).some((upload) => upload.phase === 'sending'));
  useEffect(() => {
    if (!sending) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [sending]);
  return null;
}
