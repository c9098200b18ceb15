import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import { useState } from 'react';
import LightButton from '../common/light-button';
import FormModal from './form-modal';
import VideoUploadForm from './video-upload-form';

/** Studio > Videos: "Upload video", opening the upload form. */
export default function UploadVideoButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <LightButton type="primary" icon={<CloudUploadOutlined />} onClick={() => setOpen(true)} data-testid="upload-video">
        Upload video
      </LightButton>
      <FormModal open={open} title="Upload video" onClose={() => setOpen(false)}>
        <VideoUploadForm onDone={() => setOpen(false)} />
      </FormModal>
    </>
  );
}
