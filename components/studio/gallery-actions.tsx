import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { formatLocalDateTime } from '../../lib/format';
import { navigate } from '../../lib/navigation';
import { notify } from '../../lib/notify';
import { STUDIO_ROUTES } from '../../lib/studio-routes';
import { useAppDispatch } from '../../redux/hooks';
import { ownGallerySaved } from '../../redux/own-galleries/editor-slice';
import { dropGalleryUploads } from '../../redux/photo-uploads/uploader';
import { ownGalleriesService } from '../../services/own-galleries.service';
import type { OwnGalleryDetail } from '../../types/gallery-studio';
import LazyPopconfirm from '../common/lazy-popconfirm';
import LightButton from '../common/light-button';
import GalleryDetailsForm from './gallery-details-form';
import ScheduleForm from './schedule-form';
import styles from './gallery.module.css';
import RowFormButton from './row-form-button';

/** The gallery editor's actions: edit its details, publish (now or at a time), back to a draft, delete. */
export default function GalleryActions({ gallery }: { gallery: OwnGalleryDetail }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<string | null>(null);
  const { _id: id, title, publication } = gallery;

  /** One write at a time; the editor shows its answer, a refusal is said as the server said it. */
  const run = async (what: string, action: () => Promise<void>) => {
    setBusy(what);
    try {
      await action();
    } catch (error) {
      notify.error(errorMessage(error, `Could not ${what} ${title}.`));
    } finally {
      setBusy(null);
    }
  };

  const publish = () =>
    run('publish', async () => {
      dispatch(ownGallerySaved(await ownGalleriesService.publish(id, true)));
      notify.success(`${title} is live.`);
    });
  const unpublish = () =>
    run('unpublish', async () => {
      dispatch(ownGallerySaved(await ownGalleriesService.publish(id, false)));
      notify.success(`${title} is a draft again.`);
    });
  const schedule = async (at: string) => {
    const saved = await ownGalleriesService.publish(id, true, at);
    dispatch(ownGallerySaved(saved));
    notify.success(`${saved.title} goes live on ${formatLocalDateTime(saved.publishedAt)}.`);
  };
  const remove = () =>
    run('delete', async () => {
      await dropGalleryUploads(dispatch, id);
      const removed = await ownGalleriesService.remove(id);
      notify.success(removed === 'deleted' ? `${title} is deleted.` : `${title} left the site; its buyers can still see it.`);
      await navigate(STUDIO_ROUTES.galleries);
    });

  return (
    <div className={styles.actions} data-testid="gallery-actions">
      <RowFormButton label="Edit details" ariaLabel={`Edit details of ${title}`} title={`Edit ${title}`} disabled={busy !== null} data-testid="gallery-edit">
        {(close) => <GalleryDetailsForm gallery={gallery} onDone={close} />}
      </RowFormButton>
      {publication !== 'live' && (
        <LightButton
          size="small"
          type="primary"
          loading={busy === 'publish'}
          disabled={busy !== null}
          onClick={() => void publish()}
          data-testid="gallery-publish"
        >
          {publication === 'scheduled' ? 'Publish now' : 'Publish'}
        </LightButton>
      )}
      {publication === 'draft' && (
        <RowFormButton label="Schedule" ariaLabel={`Schedule ${title}`} title={`Schedule ${title}`} disabled={busy !== null} data-testid="gallery-schedule">
          {(close) => <ScheduleForm name="gallery" schedule={schedule} onDone={close} />}
        </RowFormButton>
      )}
      {publication !== 'draft' && (
        <LightButton size="small" loading={busy === 'unpublish'} disabled={busy !== null} onClick={() => void unpublish()} data-testid="gallery-unpublish">
          {publication === 'scheduled' ? 'Unschedule' : 'Unpublish'}
        </LightButton>
      )}
      <LazyPopconfirm
        title={`Delete ${title}?`}
        description="Its photos are removed. If someone bought it, it leaves the site but its buyers can still see it."
        okText="Delete"
        okButtonProps={{ danger: true }}
        cancelText="Keep it"
        onConfirm={() => remove()}
      >
        <LightButton size="small" loading={busy === 'delete'} disabled={busy !== null} aria-label={`Delete ${title}`} data-testid="gallery-delete">
          Delete
        </LightButton>
      </LazyPopconfirm>
    </div>
  );
}
