import { useEffect, useState } from 'react';
import { settingsService } from '../../services/settings.service';

export interface PhotoLimits {
  /** The largest photo file (`uploadPhotoMaxBytes`), null when the settings do not say. */
  maxBytes: number | null;
  /** The most photos a gallery holds (`galleryMaxPhotos`), null when the settings do not say. */
  maxPhotos: number | null;
  /** The most photos and videos a post holds (`creatorPostMaxMedia`), null when the settings do not say. */
  maxPostMedia: number | null;
}

const positive = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);

/**
 * The site's photo limits (public settings, group "uploads"), once loaded: the editor says them and checks a file's
 * size before sending it. Until then, or when the settings cannot be read, the server's answer says them.
 */
export function usePhotoLimits(): PhotoLimits {
  const [limits, setLimits] = useState<PhotoLimits>({ maxBytes: null, maxPhotos: null, maxPostMedia: null });
  useEffect(() => {
    let live = true;
    settingsService
      .getPublic('uploads')
      .then((settings) => {
        // Read as unknown: the public settings' schema may not list the photo settings, and then they are not sent.
        const found = settings as Record<string, unknown>;
        if (live)
          setLimits({
            maxBytes: positive(found.uploadPhotoMaxBytes),
            maxPhotos: positive(found.galleryMaxPhotos),
            maxPostMedia: positive(found.creatorPostMaxMedia),
          });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return limits;
}
