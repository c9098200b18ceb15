import { HttpError } from '../http/errors';

/** The one answer when payments cannot be taken (a gateway not set up, or unable to charge this): 503, never a 500. */
export function gatewayUnavailable(why: string): HttpError {
  return new HttpError(503, `Payments are not available: ${why}`, 'GATEWAY_UNAVAILABLE');
}
