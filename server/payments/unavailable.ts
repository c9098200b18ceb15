import { HttpError } from '../http/errors';

/**
 * The one answer when a gateway cannot be used (not set up, or unable to do this): 503, never a 500. `refused`
 * says what the buyer cannot do (by default, pay).
 */
export function gatewayUnavailable(why: string, refused = 'Payments are not available'): HttpError {
  return new HttpError(503, `${refused}: ${why}`, 'GATEWAY_UNAVAILABLE');
}
