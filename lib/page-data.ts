import type { NextPageContext } from 'next';
import { MESSAGES } from './constants';
import { toRequestError, type RequestError } from './errors';
import { firstValue } from './listing-query';

/** What a detail page's getInitialProps hands its component: the entity, or why it could not load. */
export type Loaded<T> = { data: T; error: null } | { data: null; error: RequestError };

/** The response status of a page whose main entity failed to load: the API's (404 for a missing entity), else 500. */
export function failureStatus(error: RequestError): number {
  return error.status >= 400 ? error.status : 500;
}

/** During server rendering, answers with the failure's status (see failureStatus). */
export function setFailureStatus(ctx: Pick<NextPageContext, 'res'>, error: RequestError): void {
  if (ctx.res && !ctx.res.headersSent) ctx.res.statusCode = failureStatus(error);
}

/**
 * Loads a page's main entity. A failure becomes props (and the response status during server
 * rendering) so the page can say what happened instead of crashing.
 */
export async function loadEntity<T>(ctx: Pick<NextPageContext, 'res'>, load: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { data: await load(), error: null };
  } catch (thrown) {
    const error = toRequestError(thrown, MESSAGES.genericError);
    setFailureStatus(ctx, error);
    return { data: null, error };
  }
}

/** The [id] segment of a dynamic route (an id, slug or username). */
export function routeId(ctx: Pick<NextPageContext, 'query'>): string {
  return firstValue(ctx.query.id);
}
