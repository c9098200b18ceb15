import { FastColor } from '@ant-design/fast-color';
import { theme } from 'antd';
import { antdThemeFor } from '../../../styles/antd-theme';
import type { ThemeName } from '../../../styles/palette';

// The palette's promise (styles/palette.ts): every text colour antd ends up with reads at 4.5:1 or more on every
// surface it is drawn on, in both themes. Checked on the tokens antd derives, since its dark algorithm
// recomputes the seed colours.

/** WCAG 2 contrast ratio; a translucent text colour is composited over its background first. */
function contrast(text: string, background: string): number {
  const bg = new FastColor(background);
  const fg = new FastColor(text).onBackground(bg);
  const [light, dark] = [fg.getLuminance(), bg.getLuminance()].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

const AA = 4.5;

function tokensOf(mode: ThemeName) {
  const config = antdThemeFor(mode, { zeroRuntime: false });
  const token = theme.getDesignToken(config);
  return { token, components: config.components! };
}

describe.each(['light', 'dark'] as const)('the %s palette', (mode) => {
  const { token, components } = tokensOf(mode);
  const surfaces = {
    page: components.Layout!.bodyBg as string,
    container: token.colorBgContainer,
    elevated: token.colorBgElevated,
  };
  const texts = {
    text: token.colorText,
    secondary: token.colorTextSecondary,
    tertiary: token.colorTextTertiary,
    description: token.colorTextDescription,
    // Not required by WCAG, but a placeholder is often the only hint of what a field wants.
    placeholder: token.colorTextPlaceholder,
    link: token.colorLink,
    brandText: token.colorPrimaryText,
    error: token.colorError,
    errorText: token.colorErrorText,
    successText: token.colorSuccessText,
    warningText: token.colorWarningText,
    infoText: token.colorInfoText,
    selectedTab: (components.Tabs?.itemSelectedColor as string | undefined) ?? token.colorPrimary,
    selectedMenuItem: (components.Menu?.itemSelectedColor as string | undefined) ?? token.colorPrimary,
  };

  it.each(Object.entries(texts))('reads %s at 4.5:1 on the page, cards and popups', (_name, colour) => {
    for (const [surface, background] of Object.entries(surfaces)) {
      const ratio = contrast(colour, background);
      // The surface and the ratio show in the failure message.
      expect({ surface, ratio, passes: ratio >= AA }).toMatchObject({ surface, passes: true });
    }
  });

  it('puts white text on the filled brand (primary buttons) at 4.5:1', () => {
    expect(contrast(token.colorTextLightSolid, token.colorPrimary)).toBeGreaterThanOrEqual(AA);
  });

  it('puts readable text on filled danger buttons at 4.5:1', () => {
    expect(contrast(components.Button!.dangerColor as string, token.colorError)).toBeGreaterThanOrEqual(AA);
  });

  it('keeps the brand text recognisably the brand: a pink hue', () => {
    const hue = new FastColor(token.colorPrimaryText).toHsv().h;
    expect(hue).toBeGreaterThan(320);
  });
});
