import { useEffect, useState } from 'react';
import { searchService } from '../../services/search.service';
import type { SearchSuggestions } from '../../types/content';

/** Wait this long after the last key before asking (one request per pause, not per key). */
export const SUGGEST_DELAY_MS = 200;
/** Fewer characters than this suggest nothing (a single letter matches half the catalogue). */
export const SUGGEST_MIN_LENGTH = 2;

/**
 * Suggestions for what is being typed, from GET /search/suggestions once typing pauses; null while there is
 * nothing to suggest for (too short, not asked for, or the request failed: the box still searches on Enter).
 * An answer for text that has changed since is dropped.
 */
export function useSuggestions(text: string, enabled: boolean): SearchSuggestions | null {
  const [found, setFound] = useState<{ text: string; suggestions: SearchSuggestions } | null>(null);
  const q = text.trim();
  const wanted = enabled && q.length >= SUGGEST_MIN_LENGTH;

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    const timer = setTimeout(() => {
      searchService.suggestions(q).then(
        (suggestions) => current && setFound({ text: q, suggestions }),
        () => current && setFound(null),
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q, wanted]);

  return wanted && found?.text === q ? found.suggestions : null;
}
