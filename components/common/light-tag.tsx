import type { ReactNode } from 'react';
import styles from './light-tag.module.css';

const PRESETS = ['green', 'purple', 'red', 'orange', 'blue', 'gold'] as const;
/** antd's status names, drawn in the preset that means the same. */
const STATUSES = { success: 'green', warning: 'gold', error: 'red', processing: 'blue' } as const;
export type LightTagColor = 'default' | (typeof PRESETS)[number] | keyof typeof STATUSES;

interface Props {
  color?: LightTagColor | string;
  /** Drawn before the text, like antd Tag's `icon`. */
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * The site's tag: a small label looking like antd's Tag (filled, preset colours), with text that reads at 4.5:1
 * on its tint in both themes (antd's own Tag reads at 2.2-3.4:1), and light enough for first screens.
 */
export default function LightTag({ color = 'default', icon, className = '', children, 'data-testid': testId }: Props) {
  const name = color in STATUSES ? STATUSES[color as keyof typeof STATUSES] : color;
  const preset = (PRESETS as readonly string[]).includes(name) ? styles[name] : '';
  return (
    <span className={`${styles.tag} ${preset} ${className}`.trim()} data-testid={testId}>
      {icon && <span className={styles.icon}>{icon}</span>}
      {children}
    </span>
  );
}
