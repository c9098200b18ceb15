import type { ListResult } from '../types/api';
import type { ServiceOptions } from '../lib/request-options';
import type { QueryValue } from '../lib/url';
import { api } from './api-request';

/** Query words of a list call: any flat object of strings, numbers and booleans (empty values are dropped). */
export type QueryWords = object;

/** GET a list endpoint; resolves with {data, total}. */
export async function getList<T>(path: string, query: QueryWords = {}, options: ServiceOptions = {}): Promise<ListResult<T>> {
  const res = await api.get<ListResult<T>>(path, { ...options, query: query as Record<string, QueryValue> });
  return res.data;
}

/** GET a single entity; resolves with the envelope's data. */
export async function getOne<T>(path: string, options: ServiceOptions = {}, query?: QueryWords): Promise<T> {
  const res = await api.get<T>(path, query ? { ...options, query: query as Record<string, QueryValue> } : options);
  return res.data;
}

/** An id or a slug, safe inside a path. */
export const segment = (idOrSlug: string) => encodeURIComponent(idOrSlug);
