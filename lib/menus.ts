import type { MenuItem, MenuSection } from '../types/settings';
import { isAbsoluteUrl } from './url';

export function menusFor(menus: MenuItem[], section: MenuSection): MenuItem[] {
  return menus.filter((m) => m.section === section).sort((a, b) => a.ordering - b.ordering);
}

export function isExternalPath(path: string): boolean {
  return isAbsoluteUrl(path) || path.startsWith('//') || path.startsWith('mailto:');
}

/** Whether a menu entry's path is the current page or one under it (a listing and its detail pages). */
export function isActivePath(asPath: string, path: string): boolean {
  return asPath === path || asPath.startsWith(`${path}/`) || asPath.startsWith(`${path}?`);
}
