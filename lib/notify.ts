import type { MessageInstance } from 'antd/es/message/interface';
import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';

/** What notify needs from antd: context-aware message and notification APIs (theme, prefix). */
export interface NotifyApis {
  message: Pick<MessageInstance, 'success' | 'error' | 'warning' | 'info'>;
  notification: Pick<NotificationInstance, 'info'>;
}

type Call = (apis: NotifyApis) => void;

// The app shell's NotifyBridge loads antd's message and notification on demand (they are not needed to show
// a page) and registers them here; what is said before that waits in the queue and is shown once they are.
let apis: NotifyApis | null = null;
let queue: Call[] = [];
let requestApis: (() => void) | null = null;

export function registerNotifyApis(next: NotifyApis | null): void {
  apis = next;
  if (!next) return;
  const waiting = queue;
  queue = [];
  for (const call of waiting) call(next);
}

/** NotifyBridge: called when something is said before the APIs are there. */
export function onNotifyApisWanted(load: (() => void) | null): void {
  requestApis = load;
  if (load && queue.length) load();
}

function run(call: Call): void {
  if (apis) return call(apis);
  // Server rendering shows no messages (there is no page to show them on yet).
  if (typeof window === 'undefined') return;
  queue.push(call);
  requestApis?.();
}

export const notify = {
  success(text: string): void {
    run((a) => void a.message.success(text));
  },
  error(text: string): void {
    run((a) => void a.message.error(text));
  },
  warning(text: string): void {
    run((a) => void a.message.warning(text));
  },
  info(text: string): void {
    run((a) => void a.message.info(text));
  },
  /** A longer-lived notification in the corner (e.g. a new comment on the performer's content). */
  notice(args: ArgsProps): void {
    run((a) => a.notification.info(args));
  },
};
