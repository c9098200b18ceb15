import { useEffect, useState } from 'react';
import { settingsService } from '../../services/settings.service';

export interface UploadLimits {
  maxBytes: number;
  containers: string[];
  maxMinutes: number;
}

/** The site's upload limits (public settings, group "uploads"), once loaded; null until then or when they cannot be read. */
export function useUploadLimits(): UploadLimits | null {
  const [limits, setLimits] = useState<UploadLimits | null>(null);
  useEffect(() => {
    let live = true;
    settingsService
      .getPublic('uploads')
      .then((s) => {
        if (live && typeof s.uploadMaxBytes === 'number')
          setLimits({ maxBytes: s.uploadMaxBytes, containers: s.uploadVideoContainers ?? [], maxMinutes: s.videoMaxDurationMinutes ?? 0 });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return limits;
}
