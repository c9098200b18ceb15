import type { Static } from '@sinclair/typebox';
import type { SessionRow } from '../../db/schema';
import type { DeviceSessionSchema } from './session-schemas';

/** A session as its owner sees it (never its token hash); `current`: the one this request came with. */
export function toDeviceSession(s: SessionRow, currentSessionId: string): Static<typeof DeviceSessionSchema> {
  return {
    _id: s.id,
    userAgent: s.user_agent,
    ip: s.ip,
    createdAt: new Date(s.created_at).toISOString(),
    expiresAt: new Date(s.expires_at).toISOString(),
    current: s.id === currentSessionId,
  };
}
