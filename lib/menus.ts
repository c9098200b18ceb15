import type { MenuItem, MenuSection } from '../types/settings';
import { isAbsoluteUrl } from './url';

export function menusFor(menus: MenuItem[], section: MenuSection): MenuItem[] {
  return menus.filter((m) => m.section === section).sort((a, b) => a.ordering - b.ordering);
}

export function isExternalPath(path: string): boolean {
  return isAbsoluteUrl(path) || path.startsWith('//') || path.startsWith('mailto:');
}

/**
 * Whether a menu entry's path is the current page or one under it (a listing and its detail pages), unless
 * another entry links that very page (the footer's /posts/terms is not a page of the header's /posts).
 */
export function isActivePath(asPath: string, path: string, linkedPaths: readonly string[] = []): boolean {
  if (asPath === path) return true;
  if (!asPath.startsWith(`${path}/`) && !asPath.startsWith(`${path}?`)) return false;
  const page = asPath.split(/[?#]/)[0];
  return page === path || !linkedPaths.includes(page);
}
