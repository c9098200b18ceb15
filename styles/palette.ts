import type { ThemeConfig } from 'antd';

/**
 * The site's colours, one palette per theme, in this one place. antd turns them into its tokens and CSS
 * variables (styles/antd-theme.ts); the app's CSS modules use those variables (`var(--ant-color-…)`), never
 * literal colours for text or surfaces.
 *
 * Contrast is checked, not hoped for: tests/unit/styles/palette.test.ts computes the tokens antd derives from
 * these (its dark algorithm recomputes seed colours such as the brand) and holds every text colour to 4.5:1
 * (WCAG AA) on every surface it sits on, in both themes. The e2e suite runs axe-core over the pages themselves.
 *
 * Why the themes differ in more than the background: no pink can both carry white text at 4.5:1 (a primary
 * button) and be read at 4.5:1 as text on near-black. So the dark theme keeps the brand for filled surfaces and
 * reads brand text (links, the selected tab, prices) in a lighter pink of its own.
 */
export type ThemeName = 'light' | 'dark';

type Tokens = NonNullable<ThemeConfig['token']>;

/** Shared by both themes: the header and footer are dark in both. */
export const CHROME = {
  headerBg: '#101218',
  footerBg: '#0b0c10',
} as const;

const LIGHT: Tokens = {
  // #e0245e, the first brand pink, read at 4.24:1 on the page's grey: darkened until text passes everywhere.
  colorPrimary: '#d01e56',
  colorLink: '#d01e56',
  colorBgLayout: '#f5f6f8',
  colorTextSecondary: 'rgba(0, 0, 0, 0.68)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  // antd's status colours are for icons and fills; as text (form errors, "In stock") they read at 1.9-3.3:1.
  colorError: '#cf1322',
  colorSuccessText: '#237804',
  colorWarningText: '#ad4e00',
  colorInfoText: '#0958d9',
};

const DARK: Tokens = {
  // Seeds: antd's dark algorithm derives the filled brand (#c12253, white text at 5.8:1) and the link from them.
  colorPrimary: '#e0245e',
  colorLink: '#ff8fb1',
  colorLinkHover: '#ffb3cb',
  colorLinkActive: '#ff8fb1',
  colorPrimaryText: '#ff8fb1',
  colorPrimaryTextHover: '#ffb3cb',
  colorPrimaryTextActive: '#ff8fb1',
  colorBgLayout: '#141414',
  colorTextSecondary: 'rgba(255, 255, 255, 0.7)',
  colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
  colorTextDescription: 'rgba(255, 255, 255, 0.6)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
  colorError: '#ff7875',
  colorErrorText: '#ff7875',
  colorInfoText: '#69b1ff',
};

export const PALETTE: Record<ThemeName, Tokens> = { light: LIGHT, dark: DARK };

/**
 * Text on filled danger buttons ("Delete my account"). As with the brand, no red both carries white text at 4.5:1
 * and reads as error text on near-black: the dark theme's light red carries near-black text instead.
 */
export const ON_DANGER: Record<ThemeName, string> = { light: '#fff', dark: '#141414' };

/** Brand-coloured text (the selected tab or menu entry): antd colours those with the filled brand by default. */
export function brandTextOf(mode: ThemeName): string | undefined {
  return PALETTE[mode].colorPrimaryText;
}
