import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import type { ModalProps } from 'antd';
import { useState } from 'react';
import LightButton from '../common/light-button';
import { lazyComponent } from '../common/lazy-antd';
import VideoUploadForm from './video-upload-form';

const modal = lazyComponent<ModalProps>(() => import('../common/antd-modal'));

/** Studio > Videos: "Upload video", opening the upload form in antd's Modal (its code loads while the page idles). */
export default function UploadVideoButton() {
  const [open, setOpen] = useState(false);
  modal.usePrefetch();
  const Modal = modal.useLoaded(open ? 'now' : 'idle');
  return (
    <>
      <LightButton type="primary" icon={<CloudUploadOutlined />} onClick={() => setOpen(true)} data-testid="upload-video">
        Upload video
      </LightButton>
      {Modal && (
        <Modal open={open} title="Upload video" footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
          {open && <VideoUploadForm onDone={() => setOpen(false)} />}
        </Modal>
      )}
    </>
  );
}
