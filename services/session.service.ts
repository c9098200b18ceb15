import type { DeviceSession, RevokedSessions } from '../types/session';
import type { SuccessResult } from '../types/api';
import { to } from './endpoint';
import { getList, send } from './fetch-helpers';

const MY_SESSIONS = 'GET /users/me/sessions';
const END_SESSION = 'DELETE /users/me/sessions/:id';
const END_OTHER_SESSIONS = 'POST /users/me/sessions/revoke-others';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { MY_SESSIONS, END_SESSION, END_OTHER_SESSIONS };

/** The user's signed-in devices. */
export const sessionService = {
  list: () => getList<DeviceSession>(to(MY_SESSIONS)),
  /** Signs one of the user's devices out. */
  end: async (id: string) => (await send<SuccessResult>(to(END_SESSION, { id }))).data,
  /** Signs out every device but this one. */
  endOthers: async () => (await send<RevokedSessions>(to(END_OTHER_SESSIONS))).data,
};
