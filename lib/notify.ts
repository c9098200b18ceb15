import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

// The app shell registers antd's context-aware instance (see components/common/notify-bridge.tsx);
// until then the static API is used.
let instance: MessageInstance | null = null;

export function registerMessageInstance(next: MessageInstance | null): void {
  instance = next;
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
};
