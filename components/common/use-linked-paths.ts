import { useMemo } from 'react';
import { useAppSelector } from '../../redux/hooks';

/** The paths every menu of the site links (header and footer), for isActivePath. */
export function useLinkedPaths(): string[] {
  const menus = useAppSelector((s) => s.ui.menus);
  return useMemo(() => menus.map((m) => m.path), [menus]);
}
