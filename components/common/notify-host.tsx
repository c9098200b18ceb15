import { message, notification } from 'antd';
import { useEffect } from 'react';
import { registerNotifyApis } from '../../lib/notify';
import { withAntdScope } from './antd-scope';

/** antd's message and notification, inside the app's theme, handed to lib/notify (loaded by NotifyBridge). */
function NotifyHost() {
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

export default withAntdScope(NotifyHost);
