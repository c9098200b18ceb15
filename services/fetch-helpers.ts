import type { ApiEnvelope, ListResult } from '../types/api';
import type { ServiceOptions } from '../lib/request-options';
import type { QueryValue } from '../lib/url';
import { api, request, type RequestOptions } from './api-request';
import type { Target } from './endpoints';

/** Query words of a list call: any flat object of strings, numbers and booleans (empty values are dropped). */
export type QueryWords = object;

/** Sends a call to its endpoint with the endpoint's method; writes send `body` (default {}) as JSON. */
export function send<T>({ method, path }: Target, { body, ...options }: Omit<RequestOptions, 'method'> = {}): Promise<ApiEnvelope<T>> {
  switch (method) {
    case 'GET':
      return api.get<T>(path, options);
    case 'POST':
      return api.post<T>(path, body, options);
    case 'PUT':
      return api.put<T>(path, body, options);
    case 'DELETE':
      return body === undefined ? api.del<T>(path, options) : request<T>(path, { ...options, method, body });
    case 'PATCH':
      return request<T>(path, { ...options, method, body: body ?? {} });
  }
}

/** GET a list endpoint; resolves with {data, total}. */
export async function getList<T>(target: Target<'GET'>, query: QueryWords = {}, options: ServiceOptions = {}): Promise<ListResult<T>> {
  const res = await api.get<ListResult<T>>(target.path, { ...options, query: query as Record<string, QueryValue> });
  return res.data;
}

/** GET a single entity; resolves with the envelope's data. */
export async function getOne<T>(target: Target<'GET'>, options: ServiceOptions = {}, query?: QueryWords): Promise<T> {
  const res = await api.get<T>(target.path, query ? { ...options, query: query as Record<string, QueryValue> } : options);
  return res.data;
}
