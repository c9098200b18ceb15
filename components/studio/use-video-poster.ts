import { useEffect, useState } from 'react';
import { MESSAGES } from '../../lib/constants';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { useAppDispatch } from '../../redux/hooks';
import { ownVideoSaved } from '../../redux/own-videos/slice';
import { ownVideosService } from '../../services/own-videos.service';
import type { OwnVideo } from '../../types/studio';
import type { OwnVideoDetail } from '../../types/video';

export interface VideoPosterState {
  /** The owner's page of the video (its poster and the frames to choose from), once read. */
  detail: OwnVideoDetail | null;
  loading: boolean;
  /** The write under way: a frame chosen, or a picture sent. */
  busy: 'choose' | 'upload' | null;
  /** The picture's sent percentage while it uploads, else null. */
  percent: number | null;
  /** Why reading or saving failed (the server's words). */
  error: string | null;
}

const initial: VideoPosterState = { detail: null, loading: true, busy: null, percent: null, error: null };

/**
 * A video's poster in the Studio: reads the frames processing took from it (the list's cards do not have them), then
 * makes one of them, or a picture of the performer's, the poster. The saved video replaces its row in the list (which
 * then shows the new poster) and `onDone` closes the form; a refusal stays in `error`.
 */
export function useVideoPoster(video: OwnVideo, onDone: () => void) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<VideoPosterState>(initial);

  useEffect(() => {
    let live = true;
    ownVideosService
      .view(video._id)
      .then((detail) => live && setState((s) => ({ ...s, detail, loading: false })))
      .catch((error: unknown) => live && setState((s) => ({ ...s, loading: false, error: errorMessage(error, MESSAGES.genericError) })));
    return () => {
      live = false;
    };
  }, [video._id]);

  const save = async (busy: 'choose' | 'upload', call: () => Promise<OwnVideoDetail>) => {
    setState((s) => ({ ...s, busy, percent: busy === 'upload' ? 0 : null, error: null }));
    try {
      const saved = await call();
      dispatch(ownVideoSaved(saved));
      notify.success(`${saved.title} has its new poster.`);
      onDone();
    } catch (error) {
      setState((s) => ({ ...s, busy: null, percent: null, error: errorMessage(error, MESSAGES.genericError) }));
    }
  };

  /** The poster becomes the frame at `index` of the video's posterCandidates. */
  const choose = (index: number) => save('choose', () => ownVideosService.choosePoster(video._id, index));
  /** The poster becomes this picture; the bar stops short of 100% until the server has stored it. */
  const upload = (file: File) =>
    save('upload', () => ownVideosService.uploadPoster(video._id, file, (percent) => setState((s) => ({ ...s, percent: Math.min(percent, 99) }))));

  return { ...state, choose, upload };
}
