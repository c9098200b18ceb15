import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import WarningFilled from '@ant-design/icons/WarningFilled';
import type { ComponentType, ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './light-result.module.css';

type ResultStatus = 'success' | 'info' | 'warning' | 'error';

// antd Result's icons (info is an exclamation mark there, warning a triangle).
const ICONS: Record<ResultStatus, ComponentType> = {
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
  const Icon = ICONS[status];
  return (
    <div className={classNames(styles.result, styles[status], className)} data-testid={testId}>
      <div className={styles.icon}>{icon ?? <Icon />}</div>
      {title !== undefined && <div className={styles.title}>{title}</div>}
      {subTitle !== undefined && <div className={styles.subTitle}>{subTitle}</div>}
      {extra !== undefined && <div className={styles.extra}>{extra}</div>}
    </div>
  );
}
