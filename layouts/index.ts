import type { ComponentType } from 'react';
import type { LayoutName, PageLayoutName } from '../types/page';
import AdminLayout from './admin-layout';
import AuthLayout from './auth-layout';
import BlankLayout from './blank-layout';
import GeoBlockLayout from './geo-block-layout';
import MaintenanceLayout from './maintenance-layout';
import PrimaryLayout from './primary-layout';
import PublicLayout from './public-layout';
import type { LayoutProps } from './types';

const layouts: Record<LayoutName, ComponentType<LayoutProps>> = {
  primary: PrimaryLayout,
  blank: BlankLayout,
  auth: AuthLayout,
  public: PublicLayout,
  admin: AdminLayout,
  maintenance: MaintenanceLayout,
  geoBlock: GeoBlockLayout,
};

interface LayoutInput {
  page?: PageLayoutName;
  maintenanceMode: boolean;
  geoBlocked: boolean;
}

/** A blocked country, then maintenance mode, override the page's own layout (default primary). */
export function pickLayout({ page, maintenanceMode, geoBlocked }: LayoutInput): LayoutName {
  if (geoBlocked) return 'geoBlock';
  if (maintenanceMode) return 'maintenance';
  return page && page in layouts ? page : 'primary';
}

export function layoutComponent(name: LayoutName): ComponentType<LayoutProps> {
  return layouts[name];
}
