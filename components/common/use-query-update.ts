import { useRouter } from 'next/router';
import { useCallback } from 'react';

type QueryChanges = Record<string, string | undefined>;

/** `query` with `changes` applied; words left without a value are removed. */
function changedQuery(query: Record<string, string | string[] | undefined>, changes: QueryChanges): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...query, ...changes })) {
    const text = Array.isArray(value) ? value[0] : value;
    if (text) out[key] = text;
  }
  return out;
}

/** Changes words of the current URL query (empty values are removed); the page's getInitialProps reloads. */
export function useQueryUpdate(): (changes: QueryChanges) => void {
  const router = useRouter();
  return useCallback(
    (changes) => {
      void router.push({ pathname: router.pathname, query: changedQuery(router.query, changes) }, undefined, { scroll: false });
    },
    [router],
  );
}

/**
 * The address useQueryUpdate(changes) leads to, for the href of a link doing the same (so it also works
 * without JavaScript). Built from the address as shown (asPath): router.query also holds the route's own
 * parameters (a performer's [id]), which are part of the path, not of the query string.
 */
export function useQueryHref(): (changes: QueryChanges) => string {
  const router = useRouter();
  return useCallback(
    (changes) => {
      const [path, search = ''] = router.asPath.split('#')[0].split('?');
      const query = new URLSearchParams(changedQuery(Object.fromEntries(new URLSearchParams(search)), changes)).toString();
      return query ? `${path}?${query}` : path;
    },
    [router],
  );
}
