import type { Static } from '@sinclair/typebox';
import type { DeviceSessionSchema, RevokedSessionsSchema } from '../server/modules/auth/session-schemas';

/** GET /users/me/sessions: one signed-in device. */
export type DeviceSession = Static<typeof DeviceSessionSchema>;
/** POST /users/me/sessions/revoke-others */
export type RevokedSessions = Static<typeof RevokedSessionsSchema>;
