import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { useAppSelector } from '../redux/hooks';
import { antdThemeFor } from '../styles/theme';
import styles from './light-layout.module.css';

/**
 * antd's Layout, Header, Content and Footer as plain elements with the same tags, class names and look:
 * antd's Layout is small, but it is in every page's first load with its style generation. The layout
 * tokens come from the app's antd theme (styles/theme.ts), set as the same CSS variables antd would set.
 */
interface Props {
  className?: string;
  children?: ReactNode;
  'data-testid'?: string;
}

function useLayoutVars(): CSSProperties {
  const theme = useAppSelector((s) => s.ui.theme);
  return useMemo(() => {
    const layout = antdThemeFor(theme).components?.Layout ?? {};
    const vars: Record<string, string | number | undefined> = {
      '--ant-layout-body-bg': layout.bodyBg,
      '--ant-layout-header-bg': layout.headerBg,
      '--ant-layout-header-height': layout.headerHeight === undefined ? undefined : `${layout.headerHeight}px`,
      '--ant-layout-header-padding': layout.headerPadding as string | undefined,
      '--ant-layout-footer-bg': layout.footerBg,
      '--ant-layout-footer-padding': layout.footerPadding as string | undefined,
    };
    return Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== undefined)) as CSSProperties;
  }, [theme]);
}

export function LayoutRoot({ className = '', children, ...rest }: Props) {
  const vars = useLayoutVars();
  return (
    <div className={`ant-layout ${styles.layout} ${className}`.trim()} style={vars} {...rest}>
      {children}
    </div>
  );
}

export function LayoutHeader({ className = '', children, ...rest }: Props) {
  return (
    <header className={`ant-layout-header ${styles.header} ${className}`.trim()} {...rest}>
      {children}
    </header>
  );
}

export function LayoutContent({ className = '', children, ...rest }: Props) {
  return (
    <main className={`ant-layout-content ${styles.content} ${className}`.trim()} {...rest}>
      {children}
    </main>
  );
}

export function LayoutFooter({ className = '', children, ...rest }: Props) {
  return (
    <footer className={`ant-layout-footer ${styles.footer} ${className}`.trim()} {...rest}>
      {children}
    </footer>
  );
}
