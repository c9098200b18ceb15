import { useState } from 'react';
import type { OwnVideo } from '../../types/studio';
import LightButton from '../common/light-button';
import FormModal from './form-modal';
import VideoEditForm from './video-edit-form';

/** A row's "Edit": the video's details in a modal. */
export default function EditVideoButton({ video, disabled }: { video: OwnVideo; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <LightButton size="small" disabled={disabled} onClick={() => setOpen(true)} aria-label={`Edit ${video.title}`} data-testid="video-edit">
        Edit
      </LightButton>
      <FormModal open={open} title={`Edit ${video.title}`} onClose={() => setOpen(false)}>
        <VideoEditForm video={video} onDone={() => setOpen(false)} />
      </FormModal>
    </>
  );
}
