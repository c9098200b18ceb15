import { useMemo } from 'react';
import { destinationKey } from '../../lib/uploads/photo-upload';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { uploadPhotos } from '../../redux/photo-uploads/uploader';
import type { OwnCreatorPostDetail } from '../../types/creator-post';
import PhotoDropZone from './photo-drop-zone';
import { usePhotoLimits } from './photo-limits';
import PhotoUploadProgress from './photo-upload-progress';
import PhotoUploadTile from './photo-upload-tile';
import galleryStyles from './gallery.module.css';
import styles from './item-editor.module.css';
import PostMediaTile from './post-media-tile';
import PostVideoPicker from './post-video-picker';

/** The post editor's photos and videos: photos dropped (sent by tus), one of the performer's videos added, their order and removal. */
export default function PostMedia({ post }: { post: OwnCreatorPostDetail }) {
  const dispatch = useAppDispatch();
  const limits = usePhotoLimits();
  const destination = useMemo(() => ({ kind: 'post' as const, id: post._id }), [post._id]);
  const items = useAppSelector((s) => s.photoUploads.items);
  const uploads = useMemo(() => items.filter((upload) => upload.destination === destinationKey(destination)), [items, destination]);
  // The server lists a photo from the moment its upload starts: while this tab sends photos, their tiles show them.
  const sending = uploads.some((upload) => upload.phase !== 'refused');
  const shown = sending ? post.media.filter((media) => media.state === 'ready') : post.media;
  const ids = post.media.map((media) => media._id);

  return (
    <section className={styles.section} aria-labelledby="post-media-title" data-testid="post-media">
      <div className={galleryStyles.sectionHead}>
        <h2 id="post-media-title" className={styles.sectionTitle}>
          Photos and videos
        </h2>
        <span className={galleryStyles.sectionNote}>
          {post.mediaCount}
          {limits.maxPostMedia ? ` of at most ${limits.maxPostMedia}` : ''}
        </span>
      </div>
      <PhotoDropZone
        id="post-photo-files"
        into="post"
        maxBytes={limits.maxBytes}
        onFiles={(files) => uploadPhotos(dispatch, destination, files, limits.maxBytes)}
      />
      <PhotoUploadProgress uploads={uploads} />
      <PostVideoPicker post={post} />
      {shown.length > 0 && (
        <ul className={galleryStyles.grid} aria-label="The post's photos and videos" data-testid="post-media-grid">
          {shown.map((media, index) => (
            <PostMediaTile key={media._id} postId={post._id} media={media} ids={ids} position={index} count={shown.length} />
          ))}
        </ul>
      )}
      {uploads.length > 0 && (
        <ul className={galleryStyles.grid} aria-label="Photos being uploaded" data-testid="photo-uploads">
          {uploads.map((upload) => (
            <PhotoUploadTile key={upload.key} upload={upload} />
          ))}
        </ul>
      )}
      {shown.length === 0 && uploads.length === 0 && (
        <p className={styles.note} data-testid="post-no-media">
          No photos or videos: the post is its text alone.
        </p>
      )}
    </section>
  );
}
