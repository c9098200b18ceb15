import { useEffect, useState } from 'react';
import { onNotifyApisWanted } from '../../lib/notify';
import { lazyComponent } from './lazy-antd';

const host = lazyComponent<object>(() => import('./notify-host'));

/**
 * Gives lib/notify (sagas, services) antd's context-aware message and notification APIs. They are not
 * needed to show a page, so they are fetched when the browser is idle and mounted at the first message
 * (which waits for them meanwhile).
 */
export default function NotifyBridge() {
  const [wanted, setWanted] = useState(false);
  host.usePrefetch();
  const Host = host.useLoaded(wanted ? 'now' : 'no');
  useEffect(() => {
    onNotifyApisWanted(() => setWanted(true));
    return () => onNotifyApisWanted(null);
  }, []);
  return Host ? <Host /> : null;
}
