import type { ModalProps } from 'antd';
import type { SubscriptionPackage } from '../../types/subscriptions';
import { lazyComponent } from '../common/lazy-antd';
import PackageForm from './package-form';

const modal = lazyComponent<ModalProps>(() => import('../common/antd-modal'));

interface Props {
  /** Open with this package (null: a new one); undefined: closed. */
  editing: SubscriptionPackage | null | undefined;
  onClose: () => void;
}

/** The package form in antd's Modal, whose code loads when the page is in use (at once when first opened). */
export default function PackageModal({ editing, onClose }: Props) {
  const open = editing !== undefined;
  modal.usePrefetch();
  const Modal = modal.useLoaded(open ? 'now' : 'idle');
  if (!Modal) return null;
  return (
    <Modal open={open} title={editing ? `Edit ${editing.name}` : 'New package'} footer={null} onCancel={onClose} destroyOnHidden>
      {open && <PackageForm key={editing?._id ?? 'new'} pkg={editing} onDone={onClose} />}
    </Modal>
  );
}
