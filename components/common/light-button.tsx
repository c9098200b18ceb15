import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { Children, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type MouseEventHandler, type ReactNode } from 'react';
import styles from './light-button.module.css';

interface Look {
  /** antd's button types used by the shell: default (outlined), primary (solid), text. */
  type?: 'default' | 'primary' | 'text';
  size?: 'small' | 'middle' | 'large';
  shape?: 'default' | 'round' | 'circle';
  /** Transparent background, coloured border and text (antd's `ghost`). */
  ghost?: boolean;
  icon?: ReactNode;
  /** A spinning icon in place of the icon, and no clicks (antd's `loading`). */
  loading?: boolean;
  /** The full width of its container (antd's `block`). */
  block?: boolean;
  children?: ReactNode;
  className?: string;
}

/** A <button>, or with `href` an <a> (as antd's Button does). */
export type LightButtonProps = Look &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children' | 'className' | 'onClick'> &
  Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
    href?: string;
    onClick?: MouseEventHandler<HTMLElement>;
    /** The <button>'s type (antd's `htmlType`): `submit` in forms. */
    htmlType?: 'button' | 'submit' | 'reset';
  };

/** The class names that give an element the look of an antd Button (for elements that are not LightButtons). */
export function lightButtonClass({
  type = 'default',
  size = 'middle',
  shape = 'default',
  ghost = false,
  loading = false,
  block = false,
  iconOnly = false,
  className = '',
}: Look & { iconOnly?: boolean }): string {
  return [
    styles.button,
    styles[type],
    size === 'large' ? styles.large : size === 'small' ? styles.small : '',
    shape !== 'default' ? styles[shape] : '',
    ghost ? styles.ghost : '',
    iconOnly ? styles.iconOnly : '',
    loading ? styles.loading : '',
    block ? styles.block : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/** Like antd's Button: runs of text become one <span> each, elements stay as they are (each a flex item). */
function spaced(children: ReactNode): ReactNode[] {
  const out: ReactNode[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push(<span key={`t${out.length}`}>{text}</span>);
    text = '';
  };
  for (const child of Children.toArray(children)) {
    if (typeof child === 'string' || typeof child === 'number') text += String(child);
    else {
      flush();
      out.push(child);
    }
  }
  flush();
  return out;
}

/**
 * A button (or a link, with `href`) that looks like antd's Button, without antd's Button code: for the
 * always-present parts of the pages (header, hero, calls to action), where antd's button and everything it
 * pulls in would be downloaded by every visitor before the page can respond. Forms and menus keep antd.
 */
export default function LightButton(props: LightButtonProps) {
  const { type, size, shape, ghost, icon, loading, block, htmlType = 'button', children, className, ...rest } = props;
  const classes = lightButtonClass({ type, size, shape, ghost, loading, block, iconOnly: Children.count(children) === 0 && Boolean(icon), className });
  const shownIcon = loading ? <LoadingOutlined spin /> : icon;
  const content = (
    <>
      {shownIcon && <span className={styles.icon}>{shownIcon}</span>}
      {spaced(children)}
    </>
  );
  if (typeof rest.href === 'string') {
    return (
      <a {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)} className={classes}>
        {content}
      </a>
    );
  }
  return (
    <button type={htmlType} {...(rest as Omit<typeof rest, 'href'>)} className={classes}>
      {content}
    </button>
  );
}
