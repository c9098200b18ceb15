import { ConfigProvider } from 'antd';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useAppSelector } from '../../redux/hooks';
import { antdThemeFor } from '../../styles/antd-theme';
import { ANTD_PRECEDENCE, ANTD_STYLESHEET } from '../../styles/theme';

/**
 * antd's theme and stylesheet for the antd components inside.
 *
 * The stylesheet is a React stylesheet resource (one <link> however many scopes render it): the server's HTML
 * carries it only where antd renders on the server, and in the browser React holds back showing a part that
 * needs it (a route, a lazily loaded menu) until it has loaded, so nothing flashes unstyled.
 *
 * The theme: the CSS-variable class, no hash and no runtime styles that tie the components to the static
 * stylesheet, plus the site's tokens. The app shell has no ConfigProvider: its code
 * (~45 kB gzip with the CSS-in-JS machinery it brings) would sit in every page's first load, while most pages
 * show no antd component until a click. So each part that renders antd wraps itself in this scope, and the
 * provider travels in the same chunk as the antd components it serves.
 */
export default function AntdScope({ children }: { children: ReactNode }) {
  const theme = useAppSelector((s) => s.ui.theme);
  const config = useMemo(() => antdThemeFor(theme), [theme]);
  return (
    <>
      {ANTD_STYLESHEET && <link rel="stylesheet" href={ANTD_STYLESHEET} precedence={ANTD_PRECEDENCE} />}
      <ConfigProvider theme={config}>{children}</ConfigProvider>
    </>
  );
}

/** `Component` inside AntdScope: for the modules that lazy loaders import (an antd component, or a part built on antd). */
export function withAntdScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <AntdScope>
        <Component {...props} />
      </AntdScope>
    );
  }
  Scoped.displayName = `AntdScope(${Component.displayName ?? Component.name ?? 'Component'})`;
  return Scoped;
}
