import type { ServiceOptions } from '../lib/request-options';
import type {
  AgeVerificationCallback,
  AgeVerificationEnabled,
  AgeVerificationStart,
  AgeVerificationStartPayload,
  AgeVerificationStatus,
  SimulatorDecision,
  SimulatorDecisionPayload,
} from '../types/age-verification';
import { to } from './endpoint';
import { send } from './fetch-helpers';

const AGE_VERIFICATION_ENABLED = 'GET /users/verifymyage/enabled';
const AGE_VERIFICATION_START = 'POST /users/verifymyage/start';
const AGE_VERIFICATION_STATUS = 'GET /users/verifymyage/status';
const AGE_VERIFICATION_RECHECK = 'POST /users/verifymyage/recheck';
const AGE_VERIFICATION_CALLBACK = 'GET /users/verifymyage/callback';
const SIMULATOR_DECIDE = 'POST /age-verification/simulator/decide';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = {
  AGE_VERIFICATION_ENABLED,
  AGE_VERIFICATION_START,
  AGE_VERIFICATION_STATUS,
  AGE_VERIFICATION_RECHECK,
  AGE_VERIFICATION_CALLBACK,
  SIMULATOR_DECIDE,
};

export const ageVerificationService = {
  /** Whether this visitor (from their country, as the server sees it) must verify their age. */
  enabled: async (options: ServiceOptions = {}) => (await send<AgeVerificationEnabled>(to(AGE_VERIFICATION_ENABLED), options)).data,
  /** Opens a verification with the provider; the browser then goes to the answer's redirectUrl. */
  start: async (payload: AgeVerificationStartPayload) => (await send<AgeVerificationStart>(to(AGE_VERIFICATION_START), { body: payload })).data,
  status: async (options: ServiceOptions = {}) => (await send<AgeVerificationStatus>(to(AGE_VERIFICATION_STATUS), options)).data,
  /** Asks the provider again about a pending verification. */
  recheck: async () => (await send<AgeVerificationStatus>(to(AGE_VERIFICATION_RECHECK))).data,
  /** Hands the provider's answer (what it sent the browser back with) to the server. */
  callback: async (query: AgeVerificationCallback) => (await send<AgeVerificationStatus>(to(AGE_VERIFICATION_CALLBACK), { query })).data,
  /**
   * The built-in simulator's decision. Its page stands for the provider's, which knows nothing of our
   * session: a 401 here is an answer to show, not a reason to send the visitor to log in.
   */
  simulatorDecide: async (payload: SimulatorDecisionPayload) =>
    (await send<SimulatorDecision>(to(SIMULATOR_DECIDE), { body: payload, redirectOnUnauthorized: false })).data,
};
