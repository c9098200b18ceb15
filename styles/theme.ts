import { UI_STORAGE_KEY } from '../lib/constants';

/**
 * antd's CSS comes from static stylesheets built once (scripts/antd-stylesheet.ts, served from /antd/),
 * not from CSS-in-JS at request time. Two fixed names tie the page to those sheets:
 *
 * - ANTD_THEME_CLASS: antd's CSS-variable key. antd puts it as a class on every component root (and popup);
 *   the sheet declares the theme's variables on it. Fixed so that the prebuilt selectors always match
 *   (by default antd derives it from React's useId).
 * - THEME_ATTRIBUTE on <html>: "dark" switches to the dark variables, which the sheet scopes under
 *   `html[data-theme="dark"]`. pages/_document.tsx sets it before the first paint from the saved setting,
 *   the app shell keeps it in step with the theme toggle.
 */
export const ANTD_THEME_CLASS = 'll-antd';
export const THEME_ATTRIBUTE = 'data-theme';
/**
 * Inline script for the document head, run before the first paint: a visitor who chose the dark theme gets it
 * from the start rather than once the app has loaded (the setting lives in local storage, out of the server's
 * sight; redux/ui/sagas.ts writes it). Without JavaScript the page stays light.
 */
export const THEME_BOOTSTRAP_SCRIPT =
  `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(UI_STORAGE_KEY)})||'null');` +
  `if(s&&s.theme==='dark')document.documentElement.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},'dark')}catch(e){}`;

/** Public folder (and URL path) of the built stylesheets: /antd/antd-base.<content hash>.css, /antd/antd.<...>.css. */
export const ANTD_STYLESHEET_DIR = 'antd';
/**
 * antd's components stylesheet (scripts/antd-stylesheet.ts), linked by components/common/antd-scope.tsx;
 * next.config.js compiles its hashed address in. Here, not in antd-scope.tsx, so that modules which only
 * preload it (components/common/lazy-antd.ts) do not pull antd's ConfigProvider into the first load.
 */
export const ANTD_STYLESHEET = process.env.ANTD_STYLESHEET;
/** React's stylesheet precedence of antd's sheets: the components' sheet goes right after the base one, after the app's CSS. */
export const ANTD_PRECEDENCE = 'antd';
