import type { Static } from '@sinclair/typebox';
import type {
  AgeVerificationCallbackQuery,
  AgeVerificationEnabledSchema,
  AgeVerificationStartBody,
  AgeVerificationStartSchema,
  AgeVerificationStatusSchema,
  SimulatorDecisionBody,
  SimulatorDecisionSchema,
} from '../server/modules/age-verification/schemas';

/** GET /users/verifymyage/enabled */
export type AgeVerificationEnabled = Static<typeof AgeVerificationEnabledSchema>;
/** POST /users/verifymyage/start */
export type AgeVerificationStartPayload = Static<typeof AgeVerificationStartBody>;
export type AgeVerificationStart = Static<typeof AgeVerificationStartSchema>;
/** GET /users/verifymyage/callback: what the provider sent the browser back with. */
export type AgeVerificationCallback = Static<typeof AgeVerificationCallbackQuery>;
/** GET /users/verifymyage/status, and the answer of a recheck and of the callback. */
export type AgeVerificationStatus = Static<typeof AgeVerificationStatusSchema>;
/** POST /age-verification/simulator/decide */
export type SimulatorDecisionPayload = Static<typeof SimulatorDecisionBody>;
export type SimulatorDecision = Static<typeof SimulatorDecisionSchema>;
