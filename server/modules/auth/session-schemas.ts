import { Type } from '@sinclair/typebox';

/** One signed-in device of the user (GET /users/me/sessions). */
export const DeviceSessionSchema = Type.Object({
  _id: Type.String(),
  /** The browser's User-Agent at sign-in (cut to 300 characters); null when it sent none. */
  userAgent: Type.Union([Type.String(), Type.Null()]),
  ip: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  /** The session this request came with. */
  current: Type.Boolean(),
});

export const SessionIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const RevokedSessionsSchema = Type.Object({ revoked: Type.Integer({ minimum: 0 }) });
