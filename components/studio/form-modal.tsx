import type { ModalProps } from 'antd';
import type { ReactNode } from 'react';
import { lazyComponent } from '../common/lazy-antd';

const modal = lazyComponent<ModalProps>(() => import('../common/antd-modal'));

interface Props {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** The form; rendered only while open, so each opening starts afresh. */
  children: ReactNode;
}

/** A Studio form in antd's Modal, whose code loads when the page is idle (at once when first opened). */
export default function FormModal({ open, title, onClose, children }: Props) {
  modal.usePrefetch();
  const Modal = modal.useLoaded(open ? 'now' : 'idle');
  if (!Modal) return null;
  return (
    <Modal open={open} title={title} footer={null} onCancel={onClose} destroyOnHidden>
      {open && children}
    </Modal>
  );
}
