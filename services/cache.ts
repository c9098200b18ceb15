import { isBrowser } from '../lib/url';

const entries = new Map<string, Promise<unknown>>();

/**
 * Browser-only memo of a request by key (the product spec's "The calls it makes": settings per group,
 * countries, user-additional are cached). Failed requests are forgotten so the next call retries. On the
 * server every call goes through.
 */
export function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (!isBrowser()) return load();
  const hit = entries.get(key);
  if (hit) return hit as Promise<T>;
  const pending = load().catch((error: unknown) => {
    entries.delete(key);
    throw error;
  });
  entries.set(key, pending);
  return pending;
}

export function clearCache(prefix = ''): void {
  for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
}
