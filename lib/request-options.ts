import type { IncomingMessage } from 'http';
import { getToken } from './cookies';
import { forwardedHeaders } from './forwarded-headers';

/** Per-request options for services called during server rendering (or the browser when req is absent). */
export interface ServiceOptions {
  headers?: Record<string, string>;
  token?: string | null;
}

export function requestOptions(req?: IncomingMessage): ServiceOptions {
  if (!req) return {};
  return { headers: forwardedHeaders(req), token: getToken(req) };
}
