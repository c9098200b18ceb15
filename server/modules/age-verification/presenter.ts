import type { Static } from '@sinclair/typebox';
import type { AgeVerificationStatusSchema } from './schemas';
import type { AttemptRow } from './repo';

export type AgeVerificationStatusDto = Static<typeof AgeVerificationStatusSchema>;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/**
 * A user's status from their flag (users.verifymyage_verified, which an admin may also set) and the attempt that
 * explains it. An attempt left unfinished until its state expired counts as never started.
 */
export function toAgeStatus(flag: boolean, attempt: AttemptRow | undefined, now: Date): AgeVerificationStatusDto {
  if (flag) {
    return {
      status: 'verified',
      verified: true,
      provider: attempt?.provider ?? null,
      updatedAt: iso(attempt?.updated_at ?? null),
      verifiedAt: iso(attempt?.verified_at ?? null),
      reference: attempt?.reference ?? null,
    };
  }
  const lapsed = attempt?.status === 'pending' && !attempt.access_token && !attempt.state_used_at && new Date(attempt.state_expires_at) <= now;
  // A verified attempt with the flag down: an admin withdrew the verification.
  if (!attempt || lapsed || attempt.status === 'verified') {
    return { status: 'none', verified: false, provider: null, updatedAt: null, verifiedAt: null, reference: null };
  }
  return {
    status: attempt.status,
    verified: false,
    provider: attempt.provider,
    updatedAt: iso(attempt.updated_at),
    verifiedAt: null,
    reference: attempt.reference,
  };
}
