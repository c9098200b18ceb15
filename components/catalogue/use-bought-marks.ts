import { useEffect, useMemo, useState } from 'react';
import { useAppSelector } from '../../redux/hooks';
import type { BoughtIds, BoughtKind } from '../../services/bought.service';

type Card = { _id: string; isBought?: boolean };

/**
 * A page's cards with what the signed-in viewer bought marked on them. A page rendered once for every signed-in
 * viewer (server/web/viewer-pages.ts) shows the catalogue as visitors see it, with no `isBought`; the viewer's
 * marks come in one ask once the page is in the browser. Cards that already carry them (a page rendered for this
 * viewer, or loaded in the browser with their token) are left as they are.
 */
export function useBoughtMarks<L extends { [K in keyof L]: Card[] }>(lists: L, kinds: Partial<Record<keyof L, BoughtKind>>): L {
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const [bought, setBought] = useState<{ lists: L; ids: BoughtIds } | null>(null);
  const unmarked = useMemo(() => {
    const ids: Partial<Record<BoughtKind, string[]>> = {};
    for (const [name, kind] of Object.entries(kinds) as [keyof L, BoughtKind][]) {
      const cards = lists[name].filter((card) => card.isBought === undefined);
      if (cards.length) ids[kind] = [...new Set([...(ids[kind] ?? []), ...cards.map((card) => card._id)])];
    }
    return Object.keys(ids).length ? ids : null;
  }, [lists, kinds]);

  useEffect(() => {
    if (!loggedIn || !unmarked) return;
    let current = true;
    // Loaded when asked: a visitor's first load carries none of it.
    import('../../services/bought.service')
      .then(({ boughtService }) => boughtService.among(unmarked))
      .then((ids) => current && setBought({ lists, ids }))
      .catch(() => undefined); // without them the cards show as a visitor's: nothing is claimed that is not so
    return () => {
      current = false;
    };
  }, [loggedIn, unmarked, lists]);

  return useMemo(() => {
    if (!bought || bought.lists !== lists) return lists;
    const marked = { ...lists };
    for (const [name, kind] of Object.entries(kinds) as [keyof L, BoughtKind][]) {
      const owned = new Set(bought.ids[kind]);
      marked[name] = lists[name].map((card) => (card.isBought === undefined ? { ...card, isBought: owned.has(card._id) } : card)) as L[keyof L];
    }
    return marked;
  }, [bought, lists, kinds]);
}
