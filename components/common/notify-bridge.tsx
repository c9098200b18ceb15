import { App } from 'antd';
import { useEffect } from 'react';
import { registerMessageInstance } from '../../lib/notify';

/** Hands antd's context-aware message API (theme, prefix) to lib/notify for sagas and services. */
export default function NotifyBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    registerMessageInstance(message);
    return () => registerMessageInstance(null);
  }, [message]);
  return null;
}
