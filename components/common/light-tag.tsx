import type { ReactNode } from 'react';
import styles from './light-tag.module.css';

const PRESETS = ['green', 'purple', 'red', 'orange', 'blue', 'gold'] as const;
export type LightTagColor = 'default' | (typeof PRESETS)[number];

interface Props {
  color?: LightTagColor | string;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** A small label looking like antd's Tag (filled, preset colours), for tags shown on first screens. */
export default function LightTag({ color = 'default', className = '', children, 'data-testid': testId }: Props) {
  const preset = (PRESETS as readonly string[]).includes(color) ? styles[color] : '';
  return (
    <span className={`${styles.tag} ${preset} ${className}`.trim()} data-testid={testId}>
      {children}
    </span>
  );
}
