/**
 * antd's second stylesheet (scripts/antd-stylesheet.ts: menus, drawers, tooltips, popups, image previews,
 * messages), linked only when a part that needs it starts loading (components/common/lazy-antd.ts). It is
 * large, and applying it right after the load meant parsing it and restyling the whole page just when a slow
 * phone was busiest, for components that only appear after a click. Without JavaScript, pages/_document.tsx
 * links it in a <noscript>.
 */
const HREF = process.env.ANTD_LATER_STYLESHEET;
/** The attribute pages/_document.tsx puts on the first sheet's <link>: the later one goes right after it. */
const FIRST_SHEET_SELECTOR = 'link[data-antd]';

let linked = false;

/** Links the sheet once, right after the first antd sheet, so that it keeps its place in the cascade. */
export function loadLaterStylesheet(): void {
  if (linked || !HREF || typeof document === 'undefined') return;
  linked = true;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = HREF;
  link.dataset.antdLater = '';
  const first = document.querySelector(FIRST_SHEET_SELECTOR);
  if (first?.parentNode) first.parentNode.insertBefore(link, first.nextSibling);
  else document.head.appendChild(link);
}
