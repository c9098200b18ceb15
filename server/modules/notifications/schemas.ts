import { Type } from '@sinclair/typebox';
import { Body } from '../auth/schemas';

/**
 * The optional mails a user gets (GET /users/me/notification-preferences). Account and order mails (links,
 * security notices, receipts) are transactional: always sent, so they have no switch here.
 */
export const NotificationPreferencesSchema = Type.Object({
  /** News and offers from the site. */
  newsletter: Type.Boolean(),
  /** New videos, galleries and products from performers the user subscribes to. */
  newContent: Type.Boolean(),
  /** Someone answered in a conversation the user commented in. */
  commentReplies: Type.Boolean(),
});

/** PUT /users/me/notification-preferences: the switches to change (the others stay). */
export const NotificationPreferencesBody = Body({
  newsletter: Type.Optional(Type.Boolean()),
  newContent: Type.Optional(Type.Boolean()),
  commentReplies: Type.Optional(Type.Boolean()),
});
