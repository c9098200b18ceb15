import { lazyComponent } from '../common/lazy-antd';
import { useAppSelector } from '../../redux/hooks';

const modal = lazyComponent<object>(() => import('./subscribe-modal'));

/**
 * Where the Subscribe modal lives (once, in the app shell): any Subscribe button opens it through the store
 * (subscriptionsActions.chooserOpened). Its code (antd's Modal) loads at the first opening.
 */
export default function SubscribeModalHost() {
  const open = useAppSelector((s) => s.subscriptions.chooser.open);
  modal.usePrefetch();
  // Once loaded it stays mounted (closed), so that it can animate out.
  const SubscribeModal = modal.useLoaded(open ? 'now' : 'no');
  return SubscribeModal ? <SubscribeModal /> : null;
}
