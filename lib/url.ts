/** Spec 5: an address is absolute if it starts with http or https. */
export function isAbsoluteUrl(address: string): boolean {
  return /^https?:\/\//i.test(address);
}

export function isBrowser(): boolean {
  return typeof window !== 'undefined';
}

/** Base address of the API: public one in the browser, internal one during server rendering. */
export function apiBase(): string {
  if (isBrowser()) return process.env.NEXT_PUBLIC_API_ENDPOINT || '/api';
  return process.env.API_ENDPOINT || `http://127.0.0.1:${process.env.PORT || 3000}/api`;
}

export type QueryValue = string | number | boolean | null | undefined;

export function toQueryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Absolute addresses are used as given; anything else gets the API base prepended. */
export function apiUrl(address: string, query?: Record<string, QueryValue>): string {
  const base = isAbsoluteUrl(address) ? address : `${apiBase().replace(/\/$/, '')}/${address.replace(/^\//, '')}`;
  const qs = toQueryString(query);
  if (!qs) return base;
  return base.includes('?') ? `${base}&${qs.slice(1)}` : `${base}${qs}`;
}
