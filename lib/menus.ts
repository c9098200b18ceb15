import type { MenuItem, MenuSection } from '../types/settings';
import { isAbsoluteUrl } from './url';

export function menusFor(menus: MenuItem[], section: MenuSection): MenuItem[] {
  return menus.filter((m) => m.section === section).sort((a, b) => a.ordering - b.ordering);
}

export function isExternalPath(path: string): boolean {
  return isAbsoluteUrl(path) || path.startsWith('//') || path.startsWith('mailto:');
}
