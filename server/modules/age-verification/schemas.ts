import { Type } from '@sinclair/typebox';
import { StringEnum } from '../../http/string-enum';

/** ISO 3166-1 alpha-2 country code (upper or lower case on the way in). */
const CountryCode = Type.String({ pattern: '^[A-Za-z]{2}$' });

/** GET /users/verifymyage/enabled: whether this visitor (from their country) must verify their age. */
export const AgeVerificationEnabledSchema = Type.Object({
  enabled: Type.Boolean(),
  /** The visitor's country as the server sees it (upper case), to preselect in the prompt; null when unknown. */
  country: Type.Union([Type.String(), Type.Null()]),
});

/** POST /users/verifymyage/start */
export const AgeVerificationStartBody = Type.Object(
  { userId: Type.String({ minLength: 1, maxLength: 64 }), country: CountryCode },
  { additionalProperties: false },
);
export const AgeVerificationStartSchema = Type.Object({
  /** Where the browser goes next: the provider's page (or the built-in simulator's). */
  redirectUrl: Type.String(),
});

/** GET /users/verifymyage/callback */
export const AgeVerificationCallbackQuery = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 2000 }),
  state: Type.String({ minLength: 1, maxLength: 200 }),
});

export const AgeVerificationStatusValue = StringEnum(['none', 'pending', 'verified', 'failed']);

/** GET /users/verifymyage/status, and the answer of the callback and of a recheck. */
export const AgeVerificationStatusSchema = Type.Object({
  status: AgeVerificationStatusValue,
  verified: Type.Boolean(),
  /** 'verifymyage' or 'simulator'; null before any attempt. */
  provider: Type.Union([Type.String(), Type.Null()]),
  /** When the status last changed (ISO); null before any attempt. */
  updatedAt: Type.Union([Type.String(), Type.Null()]),
  /** When the age was verified (ISO); null unless verified. */
  verifiedAt: Type.Union([Type.String(), Type.Null()]),
  /** The provider's reference of the verification; null when none was given. */
  reference: Type.Union([Type.String(), Type.Null()]),
});

/** POST /age-verification/simulator/decide: the built-in simulator's buttons. */
export const SimulatorDecisionBody = Type.Object(
  {
    state: Type.String({ minLength: 1, maxLength: 200 }),
    outcome: StringEnum(['verified', 'failed']),
  },
  { additionalProperties: false },
);
export const SimulatorDecisionSchema = Type.Object({
  /** Our own callback page, with the code and the state, as a real provider would send the browser back. */
  redirectUrl: Type.String(),
});
