// The Subscribe modal, antd's Modal around the package choice: loaded on demand by subscribe-modal-host.tsx.
import { Modal } from 'antd';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { subscriptionsActions } from '../../redux/subscriptions/slice';
import { withAntdScope } from '../common/antd-scope';
import SubscribeChoice from './subscribe-choice';

function SubscribeModal() {
  const dispatch = useAppDispatch();
  const { open, performer } = useAppSelector((s) => s.subscriptions.chooser);
  return (
    <Modal
      open={open}
      title={performer ? `Subscribe to ${performer.name}` : 'Subscribe to every performer'}
      footer={null}
      width={680}
      onCancel={() => dispatch(subscriptionsActions.chooserClosed())}
      destroyOnHidden
    >
      <SubscribeChoice />
    </Modal>
  );
}

export default withAntdScope(SubscribeModal);
