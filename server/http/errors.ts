/** An error whose message is meant for the client. Anything else becomes a generic 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly details?: unknown,
    /** Extra response headers (Retry-After of a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code?: string, details?: unknown) => new HttpError(400, message, code, details);
export const unauthorized = (message = 'Authentication required', code = 'UNAUTHORIZED') => new HttpError(401, message, code);
export const forbidden = (message = 'You are not allowed to do this', code = 'FORBIDDEN') => new HttpError(403, message, code);
export const notFound = (message = 'Not found', code = 'NOT_FOUND') => new HttpError(404, message, code);
export const conflict = (message: string, code?: string) => new HttpError(409, message, code);
export const unprocessable = (message: string, code?: string) => new HttpError(422, message, code);
/** A 429: the client must wait `retryAfterSeconds` (sent as Retry-After) before trying again. */
export const tooManyRequests = (message: string, retryAfterSeconds: number, code = 'TOO_MANY_REQUESTS') =>
  new HttpError(429, message, code, undefined, { 'retry-after': String(retryAfterSeconds) });
