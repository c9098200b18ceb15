import type { SubscriptionPackage } from '../../types/subscriptions';
import FormModal from './form-modal';
import PackageForm from './package-form';

interface Props {
  /** Open with this package (null: a new one); undefined: closed. */
  editing: SubscriptionPackage | null | undefined;
  onClose: () => void;
}

/** The package form in a modal. */
export default function PackageModal({ editing, onClose }: Props) {
  return (
    <FormModal open={editing !== undefined} title={editing ? `Edit ${editing.name}` : 'New package'} onClose={onClose}>
      {editing !== undefined && <PackageForm key={editing?._id ?? 'new'} pkg={editing} onDone={onClose} />}
    </FormModal>
  );
}
