import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useState, type ReactNode } from 'react';
import LightButton from '../common/light-button';
import FormModal from './form-modal';

interface Props {
  /** "New gallery": the button's text and the modal's title. */
  label: string;
  'data-testid': string;
  /** The form, given how to close the modal. */
  children: (close: () => void) => ReactNode;
}

/** A Studio list's "New …" button, opening the new item's form in a modal. */
export default function NewItemButton({ label, 'data-testid': testId, children }: Props) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <LightButton type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </LightButton>
      <FormModal open={open} title={label} onClose={close}>
        {children(close)}
      </FormModal>
    </>
  );
}
