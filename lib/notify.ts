import { message, notification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';

// The app shell registers antd's context-aware instances (see components/common/notify-bridge.tsx);
// until then the static APIs are used.
let instance: MessageInstance | null = null;
let notices: NotificationInstance | null = null;

export function registerMessageInstance(next: MessageInstance | null): void {
  instance = next;
}

export function registerNotificationInstance(next: NotificationInstance | null): void {
  notices = next;
}

function api(): Pick<MessageInstance, 'success' | 'error' | 'info'> {
  return instance ?? message;
}

export const notify = {
  success(text: string): void {
    void api().success(text);
  },
  error(text: string): void {
    void api().error(text);
  },
  info(text: string): void {
    void api().info(text);
  },
  /** A longer-lived notification in the corner (e.g. a new comment on the performer's content). */
  notice(args: ArgsProps): void {
    (notices ?? notification).info(args);
  },
};
