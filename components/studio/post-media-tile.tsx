import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { movedBy } from '../../lib/gallery-form';
import { notify } from '../../lib/notify';
import { useAppDispatch } from '../../redux/hooks';
import { ownPostSaved } from '../../redux/own-creator-posts/editor-slice';
import { ownCreatorPostsService } from '../../services/own-creator-posts.service';
import type { OwnCreatorPostDetail, OwnPostMedia } from '../../types/creator-post';
import LazyPopconfirm from '../common/lazy-popconfirm';
import LightButton from '../common/light-button';
import styles from './gallery.module.css';

interface Props {
  postId: string;
  media: OwnPostMedia;
  /** Every photo and video of the post, in order (what a move sends). */
  ids: string[];
  /** Its place in the grid, from 0, and how many the grid shows. */
  position: number;
  count: number;
}

/** One photo or video of the post editor's grid: its picture, its place (Move earlier / later) and its removal. */
export default function PostMediaTile({ postId, media, ids, position, count }: Props) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<'move' | 'remove' | null>(null);
  const name = media.kind === 'video' ? `Video “${media.video?.title ?? 'unavailable'}”` : `Photo ${position + 1}`;

  const run = async (what: 'move' | 'remove', write: () => Promise<OwnCreatorPostDetail>, said?: string) => {
    setBusy(what);
    try {
      dispatch(ownPostSaved(await write()));
      if (said) notify.success(said);
    } catch (error) {
      notify.error(errorMessage(error, `Could not change ${name}.`));
    } finally {
      setBusy(null);
    }
  };
  const move = (step: -1 | 1) => void run('move', () => ownCreatorPostsService.reorder(postId, movedBy(ids, ids, media._id, step)));

  return (
    <li className={styles.tile} data-testid="post-media-tile" data-kind={media.kind}>
      <div>
        {media.thumbnail ? (
          // eslint-disable-next-line @next/next/no-img-element -- a signed, short-lived address (or a video's public poster)
          <img className={styles.tileImage} src={media.thumbnail} alt={name} loading="lazy" />
        ) : (
          <span className={styles.tileImage} aria-hidden>
            {media.kind === 'video' ? <PlayCircleOutlined className={styles.tileIcon} /> : <PictureOutlined className={styles.tileIcon} />}
          </span>
        )}
      </div>
      <div className={styles.tileBody}>
        <span className={styles.fileName} title={name}>
          {name}
        </span>
        {media.state !== 'ready' && <span className={styles.tileState}>Upload not finished: remove it and upload the photo again.</span>}
        <span className={styles.tileActions}>
          <LightButton
            size="small"
            icon={<ArrowLeftOutlined />}
            aria-label={`Move ${name} earlier`}
            title="Move earlier"
            disabled={position === 0 || busy !== null}
            onClick={() => move(-1)}
          />
          <LightButton
            size="small"
            icon={<ArrowRightOutlined />}
            aria-label={`Move ${name} later`}
            title="Move later"
            disabled={position === count - 1 || busy !== null}
            onClick={() => move(1)}
          />
          <LazyPopconfirm
            title={`Remove ${name}?`}
            description={
              media.kind === 'video' ? 'It leaves the post; the video itself stays in your videos.' : 'It leaves the post and its files are deleted.'
            }
            okText="Remove"
            okButtonProps={{ danger: true }}
            cancelText="Keep it"
            onConfirm={() => run('remove', () => ownCreatorPostsService.removeMedia(postId, media._id), `${name} is removed.`)}
          >
            <LightButton
              size="small"
              icon={<DeleteOutlined />}
              loading={busy === 'remove'}
              disabled={busy !== null}
              aria-label={`Remove ${name}`}
              title="Remove"
            />
          </LazyPopconfirm>
        </span>
      </div>
    </li>
  );
}
