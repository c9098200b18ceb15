import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MenuItem, PublicSettings } from '../../types/settings';
import {
  DEFAULT_CURRENCY,
  DEFAULT_CURRENCY_SYMBOL,
  DEFAULT_THEME,
  FAVICON_DEFAULT,
  LOGO_DEFAULT,
  PERSISTED_UI_KEYS,
  SITE_NAME_DEFAULT,
} from '../../lib/constants';

export type Theme = 'light' | 'dark';

export interface UiState {
  theme: Theme;
  siteName: string;
  logo: string;
  logoUrl: string;
  menus: MenuItem[];
  favicon: string;
  loginPlaceholderImage: string;
  footerContent: string;
  currencySymbol: string;
  currency: string;
  /** Cents each seller shipping physical products charges (the shippingFee setting; 0: free). */
  shippingFee: number;
  /** What a tip may be, in cents (the tipMinCents and tipMaxCents settings). */
  tipLimits: { minCents: number; maxCents: number };
  maintenanceMode: boolean;
  requireEmailVerification: boolean;
  /** The visitor's country is blocked (GET /country-block/check). */
  geoBlocked: boolean;
}

export type PersistedUi = Pick<UiState, (typeof PERSISTED_UI_KEYS)[number]>;

const TIP_LIMITS_DEFAULT = { minCents: 100, maxCents: 50_000 };

export const initialUiState: UiState = {
  theme: DEFAULT_THEME,
  siteName: SITE_NAME_DEFAULT,
  logo: LOGO_DEFAULT,
  logoUrl: '',
  menus: [],
  favicon: FAVICON_DEFAULT,
  loginPlaceholderImage: '',
  footerContent: '',
  currencySymbol: DEFAULT_CURRENCY_SYMBOL,
  currency: DEFAULT_CURRENCY,
  shippingFee: 0,
  tipLimits: TIP_LIMITS_DEFAULT,
  maintenanceMode: false,
  requireEmailVerification: false,
  geoBlocked: false,
};

/** The tip limits the settings say, when they make sense (whole cents, a minimum of at least a cent under the maximum). */
function tipLimitsOf(min: unknown, max: unknown): UiState['tipLimits'] {
  const cents = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;
  return cents(min) && cents(max) && min <= max ? { minCents: min, maxCents: max } : TIP_LIMITS_DEFAULT;
}

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

/** Keeps only known, well-typed persisted keys (local storage content is untrusted). */
export function pickPersisted(value: unknown): Partial<PersistedUi> {
  if (typeof value !== 'object' || value === null) return {};
  const source = value as Record<string, unknown>;
  return isTheme(source.theme) ? { theme: source.theme } : {};
}

const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    settingsLoaded(state, action: PayloadAction<Partial<PublicSettings>>) {
      const s = action.payload;
      state.siteName = s.siteName || SITE_NAME_DEFAULT;
      state.logo = s.logo || s.logoUrl || LOGO_DEFAULT;
      state.logoUrl = s.logoUrl || '';
      state.menus = Array.isArray(s.menus) ? s.menus : [];
      state.favicon = s.favicon || FAVICON_DEFAULT;
      state.loginPlaceholderImage = s.loginPlaceholderImage || '';
      state.footerContent = s.footerContent || '';
      state.currency = s.currency || DEFAULT_CURRENCY;
      state.currencySymbol = s.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
      state.shippingFee = Number.isSafeInteger(s.shippingFee) && s.shippingFee! > 0 ? s.shippingFee! : 0;
      state.tipLimits = tipLimitsOf(s.tipMinCents, s.tipMaxCents);
      state.maintenanceMode = Boolean(s.maintenanceMode);
      state.requireEmailVerification = Boolean(s.requireEmailVerification);
    },
    countryChecked(state, action: PayloadAction<{ blocked: boolean }>) {
      state.geoBlocked = action.payload.blocked;
    },
    themeChanged(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
    /** The app shell asks for the persisted values once mounted (see sagas.ts). */
    uiRestoreRequested() {},
    /** Values read back from local storage on load. */
    uiRestored(state, action: PayloadAction<Partial<PersistedUi>>) {
      Object.assign(state, pickPersisted(action.payload));
    },
  },
});

export const { settingsLoaded, countryChecked, themeChanged, uiRestoreRequested, uiRestored } = uiSlice.actions;
export const uiActionPrefix = `${uiSlice.name}/`;
export default uiSlice.reducer;
