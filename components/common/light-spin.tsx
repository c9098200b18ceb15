import { classNames } from '../../lib/class-names';
import styles from './light-spin.module.css';

interface Props {
  size?: 'small' | 'default' | 'large';
  className?: string;
}

/** antd's Spin indicator (four dots turning), without antd's Spin code. */
export default function LightSpin({ size = 'default', className }: Props) {
  return (
    <div className={classNames(styles.spin, size !== 'default' && styles[size], className)} aria-live="polite" aria-busy="true">
      <span className={styles.dots}>
        <i className={styles.dot} />
        <i className={styles.dot} />
        <i className={styles.dot} />
        <i className={styles.dot} />
      </span>
    </div>
  );
}
