import type { ReactNode } from 'react';
import { ANTD_THEME_CLASS } from '../styles/theme';
import styles from './light-layout.module.css';

/**
 * antd's Layout, Header, Content and Footer as plain elements with the same tags, class names and look:
 * antd's Layout is small, but it is in every page's first load with its style generation. The layout
 * tokens are the CSS variables of the static antd sheet (scripts/antd-stylesheet.ts), on the theme class.
 */
interface Props {
  className?: string;
  children?: ReactNode;
  'data-testid'?: string;
}

export function LayoutRoot({ className = '', children, ...rest }: Props) {
  // The theme class gives the root the Layout variables of the static antd sheet, light or dark by
  // <html data-theme> from the first paint (an inline copy from the store would say light until the app loads).
  return (
    <div className={`ant-layout ${ANTD_THEME_CLASS} ${styles.layout} ${className}`.trim()} {...rest}>
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
