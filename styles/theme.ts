import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { Theme } from '../redux/ui/slice';

/** id of the <style> holding antd's server-rendered theme variables (pages/_document.tsx). */
export const SSR_THEME_VARS_ID = 'antd-ssr-vars';

export const BRAND = {
  primary: '#e0245e',
  accent: '#c6f432',
  headerBg: '#101218',
  footerBg: '#0b0c10',
} as const;

/** antd theme for the app's light/dark setting. The header and footer stay dark in both. */
export function antdThemeFor(mode: Theme): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: BRAND.primary,
      colorLink: BRAND.primary,
      borderRadius: 10,
      fontFamily:
        "'Inter', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    },
    components: {
      Layout: {
        headerBg: BRAND.headerBg,
        headerHeight: 64,
        headerPadding: '0 24px',
        footerBg: BRAND.footerBg,
        footerPadding: '48px 24px 32px',
        bodyBg: mode === 'dark' ? '#141414' : '#f5f6f8',
      },
    },
  };
}
