import { useEffect, useState } from 'react';

/**
 * The items of a list chosen for a bulk action, by id. Only ids still `shown` count (a reloaded list drops what left
 * it), and the choice is cleared when the list's `filters` change.
 */
export function useSelection(shown: readonly string[], filters: object) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setChosen(new Set()), [filters]);
  const selected = shown.filter((id) => chosen.has(id));
  const select = (id: string, on: boolean) =>
    setChosen((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const selectAll = (on: boolean) => setChosen(new Set(on ? shown : []));
  const clear = () => setChosen(new Set());
  return { selected, isSelected: (id: string) => chosen.has(id), select, selectAll, clear };
}
