import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import type { ComponentType, ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './light-alert.module.css';

type AlertType = 'success' | 'info' | 'warning' | 'error';

const ICONS: Record<AlertType, ComponentType> = {
  success: CheckCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
};

interface Props {
  type?: AlertType;
  showIcon?: boolean;
  /** Replaces the type's icon. */
  icon?: ReactNode;
  title?: ReactNode;
  /** With a description the alert takes antd's larger layout (bigger icon, title above the text). */
  description?: ReactNode;
  /** At the end of the alert (a button or a link). */
  action?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** A message box that looks like antd's Alert (not closable), without antd's Alert code. */
export default function LightAlert({ type = 'info', showIcon = false, icon, title, description, action, className, 'data-testid': testId }: Props) {
  const Icon = ICONS[type];
  const withDescription = description !== undefined && description !== null && description !== false;
  return (
    <div role="alert" className={classNames(styles.alert, styles[type], withDescription && styles.withDescription, className)} data-testid={testId}>
      {showIcon && <span className={styles.icon}>{icon ?? <Icon />}</span>}
      <div className={styles.section}>
        {title !== undefined && <div className={styles.title}>{title}</div>}
        {withDescription && <div className={styles.description}>{description}</div>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
