import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useState } from 'react';
import LightButton from '../common/light-button';
import FormModal from './form-modal';
import GalleryDetailsForm from './gallery-details-form';

/** Studio > Galleries: "New gallery", opening its form. */
export default function GalleryNewButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <LightButton type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="new-gallery">
        New gallery
      </LightButton>
      <FormModal open={open} title="New gallery" onClose={() => setOpen(false)}>
        <GalleryDetailsForm onDone={() => setOpen(false)} />
      </FormModal>
    </>
  );
}
