import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { useAppDispatch } from '../../redux/hooks';
import { ownPostSaved } from '../../redux/own-creator-posts/editor-slice';
import { ownCreatorPostsService } from '../../services/own-creator-posts.service';
import { ownVideosService } from '../../services/own-videos.service';
import type { OwnCreatorPostDetail } from '../../types/creator-post';
import LightButton from '../common/light-button';
import LightSelect from '../form/light-select';
import styles from './post-video-picker.module.css';

/** How many of their newest videos the picker offers. */
const OFFERED = 100;

/** The performer's videos a post may show (not hidden ones), newest first; empty until loaded or when they cannot be read. */
function useOwnVideos(): Array<{ _id: string; title: string }> {
  const [videos, setVideos] = useState<Array<{ _id: string; title: string }>>([]);
  useEffect(() => {
    let current = true;
    Promise.all(['live', 'scheduled', 'draft'].map((status) => ownVideosService.search({ status: status as 'live', limit: OFFERED })))
      .then((lists) => current && setVideos(lists.flatMap((list) => list.data).map((video) => ({ _id: video._id, title: video.title }))))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return videos;
}

/**
 * "Add one of your videos": a video of theirs shown in the post (fans who may see the post see its card; the video's
 * own page keeps its own access).
 */
export default function PostVideoPicker({ post }: { post: OwnCreatorPostDetail }) {
  const dispatch = useAppDispatch();
  const videos = useOwnVideos();
  const [chosen, setChosen] = useState('');
  const [adding, setAdding] = useState(false);
  const inPost = new Set(post.media.flatMap((media) => (media.video ? [media.video._id] : [])));
  const offered = videos.filter((video) => !inPost.has(video._id));
  if (offered.length === 0) return null;

  const add = async () => {
    setAdding(true);
    try {
      dispatch(ownPostSaved(await ownCreatorPostsService.attachVideo(post._id, chosen)));
      setChosen('');
      notify.success('The video is in the post.');
    } catch (error) {
      notify.error(errorMessage(error, 'Could not add the video.'));
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className={styles.videoPicker} data-testid="post-video-picker">
      <label htmlFor="post-video-choice" className={styles.pickerLabel}>
        Add one of your videos
      </label>
      <LightSelect id="post-video-choice" className={styles.pickerSelect} value={chosen} onChange={(e) => setChosen(e.target.value)}>
        <option value="">Choose a video…</option>
        {offered.map((video) => (
          <option key={video._id} value={video._id}>
            {video.title}
          </option>
        ))}
      </LightSelect>
      <LightButton onClick={() => void add()} disabled={!chosen} loading={adding} data-testid="post-video-add">
        Add video
      </LightButton>
    </div>
  );
}
