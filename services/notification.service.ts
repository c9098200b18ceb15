import type { NotificationPreferences, NotificationPreferencesPayload } from '../types/account';
import type { NotificationKind } from '../types/notification';
import { to } from './endpoint';
import { getOne, send } from './fetch-helpers';

const PREFERENCES = 'GET /users/me/notification-preferences';
const UPDATE_PREFERENCES = 'PUT /users/me/notification-preferences';
const UNSUBSCRIBE = 'POST /notifications/unsubscribe';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { PREFERENCES, UPDATE_PREFERENCES, UNSUBSCRIBE };

/** Where each kind of notification reaches the user, the newsletter, and a mail's one-click unsubscribe. */
export const notificationService = {
  preferences: () => getOne<NotificationPreferences>(to(PREFERENCES)),
  update: async (changes: NotificationPreferencesPayload) => (await send<NotificationPreferences>(to(UPDATE_PREFERENCES), { body: changes })).data,
  /** A mail's signed link (its u, k and s), without logging in: those kinds stop coming by e-mail. */
  unsubscribe: async (link: { u: string; k: string; s: string }) =>
    (await send<{ kinds: NotificationKind[] }>(to(UNSUBSCRIBE), { query: link, body: {}, redirectOnUnauthorized: false })).data,
};
