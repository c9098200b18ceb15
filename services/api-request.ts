import fetch from 'isomorphic-unfetch';
import type { ApiEnvelope, ApiErrorBody } from '../types/api';
import { getToken } from '../lib/cookies';
import { MESSAGES, ROUTES } from '../lib/constants';
import { isApiErrorBody } from '../lib/errors';
import { inProcessApi } from '../lib/in-process-api';
import { navigate } from '../lib/navigation';
import { notify } from '../lib/notify';
import type { ServiceOptions } from '../lib/request-options';
import { apiUrl, isBrowser, type QueryValue } from '../lib/url';
import type { HttpMethod } from './endpoint';

export type { HttpMethod } from './endpoint';

export interface RequestOptions extends ServiceOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, QueryValue>;
  /**
   * On 401 the browser goes to /login with 'Forbidden in the action!' (default true).
   * Turned off where 401 is an expected answer, e.g. wrong credentials or a stale session cookie.
   */
  redirectOnUnauthorized?: boolean;
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  const lower = name.toLowerCase();
  return Object.keys(headers).some((key) => key.toLowerCase() === lower);
}

/** Authorization: the caller's explicit header wins, then an explicit token, then the token cookie. */
export function buildHeaders(options: ServiceOptions = {}, json = true): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...(options.headers || {}) };
  if (json && !hasHeader(headers, 'content-type')) headers['Content-Type'] = 'application/json';
  if (!hasHeader(headers, 'authorization')) {
    const token = options.token || getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  return headers;
}

/** Spec 8: HTTP 401 redirects to /login with 'Forbidden in the action!' (browser only). */
export function handleUnauthorized(): void {
  if (!isBrowser()) return;
  notify.error(MESSAGES.forbidden);
  void navigate(ROUTES.unauthorized);
}

/** What a failed request rejects with: the server's error body, or one shaped like it. */
export function toErrorBody(status: number, statusText: string, parsed: unknown): ApiErrorBody {
  if (isApiErrorBody(parsed)) return parsed;
  if (typeof parsed === 'object' && parsed !== null) return { statusCode: status, error: statusText, message: '', ...parsed };
  return { statusCode: status, error: statusText || 'Error', message: statusText || 'Request failed' };
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** During server rendering in the API's own process the call stays in process; otherwise it is HTTP. */
async function send(method: HttpMethod, url: string, headers: Record<string, string>, body: unknown) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const local = inProcessApi();
  if (local) {
    const answer = await local({ method, url, headers, body: payload });
    const ok = answer.status >= 200 && answer.status < 300;
    return { status: answer.status, statusText: answer.statusText, ok, text: async () => answer.body };
  }
  return fetch(url, { method, headers, body: payload });
}

/** One call: the answer's text when it is a 2xx; rejects with the error body (a 401 in the browser goes to /login). */
async function exchange(address: string, options: RequestOptions): Promise<string> {
  const { method = 'GET', body, query, redirectOnUnauthorized = true } = options;
  let response: { status: number; statusText: string; ok: boolean; text: () => Promise<string> };
  try {
    response = await send(method, apiUrl(address, query), buildHeaders(options, body !== undefined), body);
  } catch (cause) {
    const error: ApiErrorBody = {
      statusCode: 0,
      error: 'NetworkError',
      message: 'Could not reach the server, please try again later',
      details: cause instanceof Error ? cause.message : undefined,
    };
    throw error;
  }
  const text = await response.text();
  if (response.status === 401 && redirectOnUnauthorized) handleUnauthorized();
  if (!response.ok) throw toErrorBody(response.status, response.statusText, parseJson(text));
  return text;
}

/** THE fetch wrapper. Resolves with the parsed body (the {status, data} envelope); rejects with the error body. */
export async function request<T>(address: string, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  return parseJson(await exchange(address, options)) as ApiEnvelope<T>;
}

/** request() for an answer that is a file, not JSON (a CSV): its text. */
export function requestText(address: string, options: RequestOptions = {}): Promise<string> {
  return exchange(address, options);
}

export const api = {
  get: <T>(address: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => request<T>(address, options),
  post: <T>(address: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request<T>(address, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(address: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request<T>(address, { ...options, method: 'PUT', body: body ?? {} }),
  del: <T>(address: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => request<T>(address, { ...options, method: 'DELETE' }),
};
