import type { NotificationPreferences, NotificationPreferencesPayload } from '../types/account';
import { to } from './endpoint';
import { getOne, send } from './fetch-helpers';

const PREFERENCES = 'GET /users/me/notification-preferences';
const UPDATE_PREFERENCES = 'PUT /users/me/notification-preferences';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { PREFERENCES, UPDATE_PREFERENCES };

/** Which optional e-mails the user gets. */
export const notificationService = {
  preferences: () => getOne<NotificationPreferences>(to(PREFERENCES)),
  update: async (changes: NotificationPreferencesPayload) => (await send<NotificationPreferences>(to(UPDATE_PREFERENCES), { body: changes })).data,
};
