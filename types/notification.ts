import type { Static } from '@sinclair/typebox';
import type { NotificationKindSchema, NotificationSchema, NotificationsPageSchema } from '../server/modules/notifications/centre-schemas';
import type { NotificationChannelSchema } from '../server/modules/notifications/schemas';

/** One notification (or a group of them) as the bell's panel and /notifications show it. */
export type NotificationItem = Static<typeof NotificationSchema>;
export type NotificationsPage = Static<typeof NotificationsPageSchema>;
export type NotificationKind = Static<typeof NotificationKindSchema>;
export type NotificationChannel = Static<typeof NotificationChannelSchema>;
