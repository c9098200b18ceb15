import { message, notification } from 'antd';
import { useEffect } from 'react';
import { registerNotifyApis } from '../../lib/notify';

/** antd's message and notification, inside the app's theme, handed to lib/notify (loaded by NotifyBridge). */
export default function NotifyHost() {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  useEffect(() => {
    registerNotifyApis({ message: messageApi, notification: notificationApi });
    return () => registerNotifyApis(null);
  }, [messageApi, notificationApi]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}
