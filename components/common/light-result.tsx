import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import WarningFilled from '@ant-design/icons/WarningFilled';
// antd's 'page not found' picture on its own: an SVG component with no antd code behind it.
import NotFoundPicture from 'antd/lib/result/noFound';
import type { ComponentType, ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './light-result.module.css';

type ResultStatus = 'success' | 'info' | 'warning' | 'error' | '404';

// antd Result's icons (info is an exclamation mark there, warning a triangle).
const ICONS: Record<Exclude<ResultStatus, '404'>, ComponentType> = {
  success: CheckCircleFilled,
  info: ExclamationCircleFilled,
  warning: WarningFilled,
  error: CloseCircleFilled,
};

interface Props {
  status?: ResultStatus;
  /** Replaces the status icon (e.g. a spinner). */
  icon?: ReactNode;
  title?: ReactNode;
  subTitle?: ReactNode;
  /** Actions under the text (buttons, links). */
  extra?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** The outcome of an action (big icon, title, text, actions), looking like antd's Result, without its code. */
export default function LightResult({ status = 'info', icon, title, subTitle, extra, className, 'data-testid': testId }: Props) {
  const Icon = status === '404' ? null : ICONS[status];
  return (
    <div className={classNames(styles.result, styles[status], className)} data-testid={testId}>
      {status === '404' && !icon ? (
        <div className={styles.image}>
          <NotFoundPicture />
        </div>
      ) : (
        <div className={styles.icon}>{icon ?? (Icon && <Icon />)}</div>
      )}
      {title !== undefined && <div className={styles.title}>{title}</div>}
      {subTitle !== undefined && <div className={styles.subTitle}>{subTitle}</div>}
      {extra !== undefined && <div className={styles.extra}>{extra}</div>}
    </div>
  );
}
