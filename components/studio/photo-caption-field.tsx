import { useRef, useState } from 'react';
import { MESSAGES } from '../../lib/constants';
import { errorMessage } from '../../lib/errors';
import { CAPTION_MAX_LENGTH } from '../../lib/gallery-form';
import { useAppDispatch } from '../../redux/hooks';
import { ownGallerySaved } from '../../redux/own-galleries/editor-slice';
import { ownGalleriesService } from '../../services/own-galleries.service';
import type { OwnPhoto } from '../../types/gallery-studio';
import LightInput from '../form/light-input';
import styles from './gallery.module.css';

interface Props {
  galleryId: string;
  photo: OwnPhoto;
  /** "Photo 3", for the field's label. */
  name: string;
}

/** A photo's caption, saved when the field is left or Enter is pressed (when it changed); an empty one removes it. */
export default function PhotoCaptionField({ galleryId, photo, name }: Props) {
  const dispatch = useAppDispatch();
  const saved = photo.caption ?? '';
  const [text, setText] = useState(saved);
  const [shownFor, setShownFor] = useState(saved);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** What was last sent: Enter then leaving the field sends it once. */
  const sent = useRef(saved);
  const id = `caption-${photo._id}`;

  // The server's caption changed (another write's answer): the field shows it.
  if (saved !== shownFor) {
    setShownFor(saved);
    setText(saved);
    sent.current = saved;
  }

  const save = async () => {
    const next = text.trim();
    if (next === sent.current) return;
    sent.current = next;
    setSaving(true);
    try {
      dispatch(ownGallerySaved(await ownGalleriesService.caption(galleryId, photo._id, next)));
      setError(null);
    } catch (failure) {
      sent.current = saved;
      setError(errorMessage(failure, MESSAGES.genericError));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.caption}>
      <label className={styles.visuallyHidden} htmlFor={id}>
        Caption of {name.toLowerCase()}
      </label>
      <LightInput
        id={id}
        value={text}
        placeholder="Add a caption"
        maxLength={CAPTION_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}_error` : undefined}
        aria-busy={saving || undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => void save()}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          void save();
        }}
        data-testid="photo-caption"
      />
      {error && (
        <p className={styles.tileProblem} id={`${id}_error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
