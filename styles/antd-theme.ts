import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { Theme } from '../redux/ui/slice';
import { ANTD_THEME_CLASS } from './theme';
import { CHROME, ON_DANGER, PALETTE, brandTextOf } from './palette';

// Apart from styles/theme.ts so that the modules which only need its names (the app shell, the layouts,
// the document) do not bring antd's theme code into every page.

/**
 * antd theme for the app's light/dark setting. The header and footer stay dark in both.
 * `zeroRuntime` (the default) makes antd skip generating component styles at runtime: the static sheet has
 * them. The stylesheet build passes `zeroRuntime: false` to have them generated once.
 */
export function antdThemeFor(mode: Theme, { zeroRuntime = true }: { zeroRuntime?: boolean } = {}): ThemeConfig {
  const palette = PALETTE[mode];
  const brandText = brandTextOf(mode);
  return {
    algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    // No per-version hash class in selectors: one antd on the page, and the sheet is built for it.
    hashed: false,
    cssVar: { key: ANTD_THEME_CLASS },
    zeroRuntime,
    token: {
      ...palette,
      borderRadius: 10,
      fontFamily: "'Inter', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    },
    components: {
      Layout: {
        headerBg: CHROME.headerBg,
        headerHeight: 64,
        headerPadding: '0 24px',
        footerBg: CHROME.footerBg,
        footerPadding: '48px 24px 32px',
        bodyBg: palette.colorBgLayout,
      },
      Button: { dangerColor: ON_DANGER[mode] },
      // The selected tab, menu entry and page number are brand text, not brand fill.
      ...(brandText && {
        Tabs: { itemSelectedColor: brandText, itemHoverColor: brandText, itemActiveColor: brandText, inkBarColor: brandText },
        Menu: { itemSelectedColor: brandText, horizontalItemSelectedColor: brandText },
        Pagination: { itemActiveColor: brandText },
      }),
    },
  };
}
