import type { NextPageContext } from 'next';
import { MESSAGES } from './constants';
import { errorMessage, statusOf } from './errors';
import { firstValue } from './listing-query';

export interface PageError {
  statusCode: number;
  message: string;
}

/** What a detail page's getInitialProps hands its component: the entity, or why it could not load. */
export type Loaded<T> = { data: T; error: null } | { data: null; error: PageError };

/**
 * Loads a page's main entity. A failure becomes props (and the response status during server
 * rendering: 404 for a missing entity) so the page can say what happened instead of crashing.
 */
export async function loadEntity<T>(ctx: Pick<NextPageContext, 'res'>, load: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { data: await load(), error: null };
  } catch (error) {
    const statusCode = statusOf(error) || 500;
    if (ctx.res && !ctx.res.headersSent) ctx.res.statusCode = statusCode >= 400 ? statusCode : 500;
    return { data: null, error: { statusCode, message: errorMessage(error, MESSAGES.genericError) } };
  }
}

/** The [id] segment of a dynamic route (an id, slug or username). */
export function routeId(ctx: Pick<NextPageContext, 'query'>): string {
  return firstValue(ctx.query.id);
}
