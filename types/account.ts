import type { Static } from '@sinclair/typebox';
import type { AccountDeletedSchema, AccountDeletionBody, DataExportSchema } from '../server/modules/account/schemas';
import type { EmailChangeBody, EmailChangedSchema, PendingEmailChangeSchema } from '../server/modules/auth/email-change-schemas';
import type { NotificationPreferencesBody, NotificationPreferencesSchema } from '../server/modules/notifications/schemas';

/** POST /users/me/email-change */
export type EmailChangePayload = Static<typeof EmailChangeBody>;
/** The e-mail change waiting for its link (GET, POST and DELETE /users/me/email-change). */
export type PendingEmailChange = Static<typeof PendingEmailChangeSchema>;
/** POST /auth/email-change/confirm */
export type EmailChanged = Static<typeof EmailChangedSchema>;
/** GET /users/me/notification-preferences */
export type NotificationPreferences = Static<typeof NotificationPreferencesSchema>;
export type NotificationPreferencesPayload = Static<typeof NotificationPreferencesBody>;
/** GET /users/me/export */
export type DataExport = Static<typeof DataExportSchema>;
/** POST /users/me/deletion */
export type AccountDeletionPayload = Static<typeof AccountDeletionBody>;
export type AccountDeleted = Static<typeof AccountDeletedSchema>;
