import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from './errors';
import { sendPermissionsPolicy } from './permissions-policy';

/** How long a client is asked to wait before trying again while the database is out of reach (seconds). */
export const DATABASE_RETRY_AFTER_S = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The site cannot reach its database at the moment. Please try again in a few seconds.';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
  details?: unknown;
}

function body(statusCode: number, message: string, code?: string, details?: unknown): ErrorBody {
  const out: ErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (code) out.code = code;
  if (details !== undefined) out.details = details;
  return out;
}

/** Names the offending field: "body/email must match format "email"" becomes "email must match format "email"". */
function validationMessage(error: FastifyError): { message: string; details: unknown } {
  const items = (error.validation ?? []).map((v) => {
    const missing = (v.params as { missingProperty?: string })?.missingProperty;
    const field = missing ?? v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return { field: field || error.validationContext || 'body', message: v.message ?? 'is invalid' };
  });
  const first = items[0];
  const message = first ? (missing(first.message) ? `${first.field} is required` : `${first.field} ${first.message}`) : error.message;
  return { message, details: items };
}

function missing(message: string): boolean {
  return message.startsWith('must have required property');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(body(error.statusCode, error.message, error.code, error.details));
    }
    if (error.validation) {
      const { message, details } = validationMessage(error);
      return reply.status(400).send(body(400, message, 'VALIDATION_ERROR', details));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(status, error.message, error.code));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: { message: error.message, code: error.code } }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
      return reply.status(503).send(body(503, DATABASE_UNAVAILABLE_MESSAGE, 'DATABASE_UNAVAILABLE'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body(500, 'Something went wrong on our side. Please try again later.'));
  });
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs (a malformed percent-encoding,
 * 400; a path parameter over `maxParamLength`, 414), in the error shape of every other refusal.
 */
export function frameworkErrors(maxParamLength: number) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 500;
    const message =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? `A part of the address is longer than ${maxParamLength} characters`
        : status < 500
          ? error.message
          : 'Something went wrong on our side. Please try again later.';
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    sendPermissionsPolicy(reply);
    return reply.status(status).send(body(status, message, status < 500 ? error.code : undefined));
  };
}

/** JSON 404 for unknown API routes (pages get Next's own 404). */
export function registerJsonNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body(404, `Route ${request.method} ${request.url.split('?')[0]} not found`, 'ROUTE_NOT_FOUND'));
  });
}
