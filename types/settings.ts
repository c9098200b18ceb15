export type MenuSection = 'header' | 'footer';

export interface MenuItem {
  _id: string;
  title: string;
  path: string;
  section: MenuSection;
  isNewTab: boolean;
  ordering: number;
}

/** GET /settings/public */
export interface PublicSettings {
  siteName: string;
  logoUrl: string;
  logo: string;
  favicon: string;
  loginPlaceholderImage: string;
  menus: MenuItem[];
  footerContent: string;
  currency: string;
  currencySymbol: string;
  maintenanceMode: boolean;
  requireEmailVerification: boolean;
}
