import { App } from 'antd';
import { useEffect } from 'react';
import { registerMessageInstance, registerNotificationInstance } from '../../lib/notify';

/** Hands antd's context-aware message and notification APIs (theme, prefix) to lib/notify for sagas and services. */
export default function NotifyBridge() {
  const { message, notification } = App.useApp();
  useEffect(() => {
    registerMessageInstance(message);
    registerNotificationInstance(notification);
    return () => {
      registerMessageInstance(null);
      registerNotificationInstance(null);
    };
  }, [message, notification]);
  return null;
}
