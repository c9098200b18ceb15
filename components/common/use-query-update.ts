import { useRouter } from 'next/router';
import { useCallback } from 'react';

/** Changes words of the current URL query (empty values are removed); the page's getInitialProps reloads. */
export function useQueryUpdate(): (changes: Record<string, string | undefined>) => void {
  const router = useRouter();
  return useCallback(
    (changes) => {
      const query: Record<string, string> = {};
      for (const [key, value] of Object.entries({ ...router.query, ...changes })) {
        const text = Array.isArray(value) ? value[0] : value;
        if (text) query[key] = text;
      }
      void router.push({ pathname: router.pathname, query }, undefined, { scroll: false });
    },
    [router],
  );
}
