import type { Static } from '@sinclair/typebox';
import type { NotificationSchema, NotificationsPageSchema } from '../server/modules/notifications/centre-schemas';

/** One notification (or a group of them) as the bell's panel and /notifications show it. */
export type NotificationItem = Static<typeof NotificationSchema>;
export type NotificationsPage = Static<typeof NotificationsPageSchema>;
