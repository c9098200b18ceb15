import type { ApiErrorBody } from '../types/api';

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && 'statusCode' in value && 'message' in value;
}

/** The server's message when there is one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const text = (error as { message: unknown }).message;
    if (typeof text === 'string' && text.trim()) return text;
    if (Array.isArray(text) && typeof text[0] === 'string') return text[0];
  }
  return fallback;
}

export function statusOf(error: unknown): number | null {
  return isApiErrorBody(error) ? error.statusCode : null;
}

/**
 * A failed request as the client keeps it (in the store, in a page's props): the message to show, the
 * HTTP status (0 when no answer came) and the API's machine-readable code when it sent one. What to show
 * is decided from `status` (and `code`), never from the message text.
 */
export interface RequestError {
  message: string;
  status: number;
  code?: string;
  /**
   * What the API sent along with the refusal, when it sent anything: the card an age gate holds back
   * (agePreviewOf), the address an unverified login may have its link sent to again, the fields a 400 names.
   */
  details?: unknown;
}

/** The API's answer to a visitor who must verify their age first (a 403 on a video, a gallery, a purchase). */
export const AGE_VERIFICATION_REQUIRED = 'AGE_VERIFICATION_REQUIRED';

/** The card an age gate sent along with AGE_VERIFICATION_REQUIRED (details.preview), when it sent one. */
export function agePreviewOf(error: RequestError | null | undefined): unknown {
  if (!isAgeVerificationRequired(error)) return undefined;
  const details = error?.details as { preview?: unknown } | null | undefined;
  return typeof details?.preview === 'object' && details.preview !== null ? details.preview : undefined;
}

const hasContent = (value: unknown) => typeof value === 'object' && value !== null && Object.keys(value).length > 0;

/** What a request rejected with (the API's error body, see services/api-request.ts), as a RequestError. */
export function toRequestError(error: unknown, fallback: string): RequestError {
  const failure: RequestError = { message: errorMessage(error, fallback), status: statusOf(error) ?? 0 };
  if (!isApiErrorBody(error) || typeof error.code !== 'string') return failure;
  return hasContent(error.details) ? { ...failure, code: error.code, details: error.details } : { ...failure, code: error.code };
}

export function isAgeVerificationRequired(error: RequestError | null | undefined): boolean {
  return error?.code === AGE_VERIFICATION_REQUIRED;
}

/** The API answered 404: the entity does not exist (or is not shown to this viewer). */
export function isNotFound(error: RequestError | null | undefined): boolean {
  return error?.status === 404;
}
