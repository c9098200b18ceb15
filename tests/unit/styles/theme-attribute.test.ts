// The dark theme before and after the app loads: the head script picks it from the saved setting, then the
// app shell keeps <html data-theme> in step without ever writing the server's default over it.
import { renderHook } from '@testing-library/react';
import { useThemeAttribute } from '../../../components/common/app-shell';
import { UI_STORAGE_KEY } from '../../../lib/constants';
import { THEME_ATTRIBUTE, THEME_BOOTSTRAP_SCRIPT } from '../../../styles/theme';

const html = document.documentElement;
const runBootstrap = () => new Function(THEME_BOOTSTRAP_SCRIPT)();

describe('theme attribute', () => {
  beforeEach(() => {
    html.removeAttribute(THEME_ATTRIBUTE);
    localStorage.clear();
  });

  it('the head script sets the dark theme from the saved setting, and nothing otherwise', () => {
    localStorage.setItem(UI_STORAGE_KEY, JSON.stringify({ theme: 'dark' }));
    runBootstrap();
    expect(html.getAttribute(THEME_ATTRIBUTE)).toBe('dark');

    html.removeAttribute(THEME_ATTRIBUTE);
    for (const saved of [JSON.stringify({ theme: 'light' }), JSON.stringify({ theme: 'Dark' }), '{broken', 'null']) {
      localStorage.setItem(UI_STORAGE_KEY, saved);
      expect(runBootstrap).not.toThrow();
      expect(html.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
    }
  });

  it('the app shell leaves the attribute alone on its first render, then follows every change', () => {
    html.setAttribute(THEME_ATTRIBUTE, 'dark'); // set by the head script; the store still holds the default
    const { rerender } = renderHook(({ theme }) => useThemeAttribute(theme), { initialProps: { theme: 'light' } });
    expect(html.getAttribute(THEME_ATTRIBUTE)).toBe('dark');

    rerender({ theme: 'dark' }); // the saved setting restored
    expect(html.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    rerender({ theme: 'light' }); // the toggle
    expect(html.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    rerender({ theme: 'dark' });
    expect(html.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
  });
});
