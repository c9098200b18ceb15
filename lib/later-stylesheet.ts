/**
 * antd's second stylesheet (scripts/antd-stylesheet.ts: menus, drawers, tooltips, popups, image previews,
 * messages), linked only when a part that needs it loads (components/common/lazy-antd.ts). It is large, and
 * applying it right after the load meant parsing it and restyling the whole page just when a slow phone was
 * busiest, for components that only appear after a click. Without JavaScript, pages/_document.tsx links it in
 * a <noscript>.
 */
const HREF = process.env.ANTD_LATER_STYLESHEET;
/** The attribute pages/_document.tsx puts on the first sheet's <link>: the later one goes right after it. */
export const FIRST_SHEET_SELECTOR = 'link[data-antd]';

let loading: Promise<void> | null = null;

/** Links the sheet once (after the first antd sheet, keeping its place in the cascade); resolves when it applies. */
export function loadLaterStylesheet(): Promise<void> {
  if (!HREF || typeof document === 'undefined') return Promise.resolve();
  loading ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = HREF;
    link.dataset.antdLater = '';
    // A sheet that fails to load must not keep a menu from opening: it opens unstyled rather than never.
    link.onload = link.onerror = () => resolve();
    const first = document.querySelector(FIRST_SHEET_SELECTOR);
    if (first?.parentNode) first.parentNode.insertBefore(link, first.nextSibling);
    else document.head.appendChild(link);
  });
  return loading;
}
