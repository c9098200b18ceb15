import type { ApiEnvelope, ListResult } from '../types/api';
import type { ServiceOptions } from '../lib/request-options';
import type { QueryValue } from '../lib/url';
import { request, requestText, type RequestOptions } from './api-request';
import type { Target } from './endpoint';

/** Query words of a list call: any flat object of strings, numbers and booleans (empty values are dropped). */
export type QueryWords = object;

/** Sends a call with its endpoint's method; writes (but a DELETE) send `body`, default {}, as JSON. */
export function send<T>({ method, path }: Target, { body, ...options }: Omit<RequestOptions, 'method'> = {}): Promise<ApiEnvelope<T>> {
  if (method === 'GET') return request<T>(path, options);
  return request<T>(path, { ...options, method, body: body ?? (method === 'DELETE' ? undefined : {}) });
}

/** GET a list endpoint; resolves with {data, total}. */
export async function getList<T>(target: Target<'GET'>, query: QueryWords = {}, options: ServiceOptions = {}): Promise<ListResult<T>> {
  const res = await request<ListResult<T>>(target.path, { ...options, query: query as Record<string, QueryValue> });
  return res.data;
}

/** GET a single entity; resolves with the envelope's data. */
export async function getOne<T>(target: Target<'GET'>, options: ServiceOptions = {}, query?: QueryWords): Promise<T> {
  const res = await request<T>(target.path, query ? { ...options, query: query as Record<string, QueryValue> } : options);
  return res.data;
}

/** GET a file the API answers as text (a CSV). */
export function getText(target: Target<'GET'>, options: ServiceOptions = {}): Promise<string> {
  return requestText(target.path, options);
}
